import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Skeleton, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ApprovalProcess } from '../../../resources/lib/forms';
import { useGoBack } from '../../hooks/useGoBack';
import { useDateTime } from './useDateTime';

const STEPS = ['commit', 'approval', 'finish'] as const;

/** What each step says for the flow's state, and which step is under way or failed. */
function stepTexts(process: ApprovalProcess, t: (key: string, args?: object) => string, dateTime: (iso: string | null) => string) {
  const committed = t('basicProfile.process.state.committed', { time: dateTime(process.committedAt) });
  const decided = (state: string) =>
    t('basicProfile.process.state.decided', { state: t(`basicProfile.process.state.${state}`), time: dateTime(process.decidedAt) });
  const waiting = t('basicProfile.process.state.waiting');
  switch (process.state) {
    case 'auditing':
      return { active: 1, failed: -1, texts: [committed, t('basicProfile.process.state.auditing'), waiting] };
    case 'pass':
      return { active: 3, failed: -1, texts: [committed, decided('pass'), dateTime(process.decidedAt)] };
    default:
      return { active: 1, failed: 1, texts: [committed, decided('cancelled'), waiting] };
  }
}

/** docs/product.md §4 "Parameter approval flow": Commit → Approval → Finish, with approve and cancel. */
export function ApprovalCard({
  process,
  busy,
  onApprove,
  onCancel,
}: {
  process?: ApprovalProcess;
  busy: boolean;
  onApprove: () => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const goBack = useGoBack();
  const [confirming, setConfirming] = useState(false);
  const auditing = process?.state === 'auditing';
  const steps = process && stepTexts(process, translate, dateTime);
  return (
    <Card>
      <CardHeader
        title={translate('basicProfile.process.title')}
        slotProps={{ title: { component: 'h2', variant: 'subtitle1', fontWeight: 600 } }}
        // On a narrow screen the four buttons take a line of their own under the title, and wrap.
        sx={{ flexWrap: 'wrap', rowGap: 1, '& .MuiCardHeader-action': { flexBasis: { xs: '100%', md: 'auto' }, m: 0 } }}
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => setConfirming(true)} disabled={!auditing || busy}>
              {translate('basicProfile.process.cancel')}
            </Button>
            <Button variant="outlined" onClick={onApprove} disabled={!auditing || busy}>
              {translate('basicProfile.process.approve')}
            </Button>
            <Button variant="outlined" component={RouterLink} to="/form/group">
              {translate('basicProfile.process.edit')}
            </Button>
            <Button variant="contained" onClick={goBack}>
              {translate('basicProfile.process.goBack')}
            </Button>
          </Box>
        }
      />
      <CardContent>
        {steps ? (
          <Stepper activeStep={steps.active} alternativeLabel>
            {STEPS.map((s, i) => (
              <Step key={s} completed={i < steps.active && i !== steps.failed}>
                <StepLabel
                  error={i === steps.failed}
                  optional={
                    <Typography variant="caption" color={i === steps.failed ? 'error' : 'text.secondary'}>
                      {steps.texts[i]}
                    </Typography>
                  }
                >
                  {translate(`basicProfile.process.steps.${s}`)}
                </StepLabel>
              </Step>
            ))}
          </Stepper>
        ) : (
          <Skeleton variant="rounded" height={72} />
        )}
        {process && !auditing && (
          <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
            {translate('basicProfile.process.nothingPending')}
          </Alert>
        )}
      </CardContent>
      <Confirm
        isOpen={confirming}
        title="basicProfile.process.confirmTitle"
        content="basicProfile.process.confirmContent"
        confirm="basicProfile.process.withdraw"
        cancel="basicProfile.process.keep"
        onConfirm={() => {
          setConfirming(false);
          onCancel();
        }}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
