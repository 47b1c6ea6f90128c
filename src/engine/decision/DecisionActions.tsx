import { Stack, Typography } from '@mui/material';
import { EditButton, useRecordContext, useTranslate } from 'react-admin';
import { isEditable, pendingApprovals, transitionsOut } from '../../../resources/lib/workflow';
import { useDeclaration } from '../DeclarationsContext';
import { transitionLabel } from '../labels';
import { TransitionButtons, useAllowedTransitions, useRecordRead } from '../workflow';

/**
 * The decisions the viewer may take now (the workflow's own buttons), the edit link where the state
 * allows it, and what the record still waits for: the approvals a quorum has so far, or that
 * nothing here is the viewer's to decide.
 */
export function DecisionActions() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const translate = useTranslate();
  const allowed = useAllowedTransitions();
  const history = useRecordRead(decl.name, 'getHistory', record?.id);
  if (!record) return null;
  const quorums = history.isSuccess
    ? transitionsOut(decl, record).flatMap((t) => {
        const given = pendingApprovals(history.data, t).length;
        return t.quorum && given > 0 ? [{ name: t.name, given, needed: t.quorum.count }] : [];
      })
    : [];
  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', md: 'flex-end' }, flexShrink: 0, maxWidth: { md: '50%' } }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, justifyContent: { md: 'flex-end' } }}>
        <TransitionButtons />
        {isEditable(decl, record) && <EditButton />}
      </Stack>
      {quorums.map((q) => (
        <Typography key={q.name} variant="body2" color="text.secondary">
          {translate('mds.engine.decision.header.quorum', {
            transition: translate(transitionLabel(decl.name, q.name), { _: q.name }),
            given: q.given,
            needed: q.needed,
          })}
        </Typography>
      ))}
      {history.isSuccess && allowed.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('mds.engine.decision.header.nothing')}
        </Typography>
      )}
    </Stack>
  );
}
