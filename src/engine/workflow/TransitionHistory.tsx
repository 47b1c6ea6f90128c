import { useId } from 'react';
import { Box, LinearProgress, List, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDeclaration } from '../DeclarationsContext';
import { approvalNumber } from './historyWords';
import { HistoryItem } from './HistoryItem';
import { useRecordRead } from './useRecordRead';

/** The record's changes of state, oldest first: when, who (or what caused it), which transition, from → to, the fields given. */
export function TransitionHistory() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const translate = useTranslate();
  const titleId = useId();
  const history = useRecordRead(decl.name, 'getHistory', record?.id);
  if (!decl.workflow) return null;
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
            <HistoryItem key={entry.id} entry={entry} approval={approvalNumber(decl, history.data, i)} />
          ))}
        </List>
      )}
    </Box>
  );
}
