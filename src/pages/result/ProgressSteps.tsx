import { Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { CHANNEL_STAGES, type Channel } from '../../../resources/channels';

/**
 * docs/product.md §4 "Result steps" for a channel's application: the steps before its stage are done, its
 * stage is processing (launched is the end, so done), the ones after it are waiting.
 */
export function ProgressSteps({ channel }: { channel: Channel }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const at = CHANNEL_STAGES.indexOf(channel.stage);
  const finished = channel.stage === 'launched';
  const active = finished ? CHANNEL_STAGES.length : at;
  const submitted = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(channel.submittedAt));
  const stateOf = (i: number) => (i < active ? 'done' : i === active ? 'processing' : 'waiting');
  return (
    <Stepper activeStep={active} alternativeLabel>
      {CHANNEL_STAGES.map((stage, i) => (
        <Step key={stage} completed={i < active}>
          <StepLabel
            optional={
              <Typography variant="caption" color={stateOf(i) === 'processing' ? 'primary' : 'text.secondary'} data-state={stateOf(i)}>
                {i === 0 ? submitted : translate(`result.success.state.${stateOf(i)}`)}
              </Typography>
            }
          >
            {translate(`result.success.steps.${stage}`)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
