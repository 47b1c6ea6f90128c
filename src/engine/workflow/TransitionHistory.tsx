import { useId } from 'react';
import { Box, LinearProgress, List, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDeclaration } from '../DeclarationsContext';
import { approvalNumbers } from './approvalNumbers';
import { HistoryItem } from './HistoryItem';
import { useTransitionHistory } from './useTransitionHistory';

/** The record's changes of state, oldest first: when, who (or what caused it), which transition, from → to, the fields given. */
export function TransitionHistory() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const translate = useTranslate();
  const titleId = useId();
  const history = useTransitionHistory(decl.name, record?.id);
  if (!decl.workflow) return null;
  const approvals = history.isSuccess ? approvalNumbers(history.data) : [];
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ px: 2, pb: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {translate('mds.engine.workflow.history.title')}
      </Typography>
      {history.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {history.isError && <Typography color="error">{translate(history.error.message, { _: history.error.message })}</Typography>}
      {history.isSuccess && history.data.length === 0 && <Typography color="text.secondary">{translate('mds.engine.workflow.history.empty')}</Typography>}
      {history.isSuccess && history.data.length > 0 && (
        <List component="ol" dense disablePadding>
          {history.data.map((entry, i) => (
            <HistoryItem key={entry.id} entry={entry} approval={approvals[i]} />
          ))}
        </List>
      )}
    </Box>
  );
}
