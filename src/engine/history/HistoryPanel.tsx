import { useId, useState } from 'react';
import { Alert, Box, Button, LinearProgress, List, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { isRoleAllowed } from '../../../resources/lib/schema';
import { isEditable } from '../../../resources/lib/workflow';
import { useRole } from '../../appSettings/useRole';
import { useDeclaration } from '../DeclarationsContext';
import { RevertDialog } from './RevertDialog';
import { revertChanges } from './revertPlan';
import { keepsHistory } from './revision';
import { RevisionItem } from './RevisionItem';
import { useRevisions } from './useRevisions';
import { useRevisionText } from './useRevisionText';
import { addChunkMessages } from '../../i18n/chunkMessages';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

// The History panel's texts come with this chunk, not with every page's catalogue (i18n/chunkMessages.ts).
addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/**
 * A record's change history (`GET <endpoint>/:id/revisions`), newest first, a page at a time: who
 * changed what and when, each field's value before and after. Whoever may write the resource may
 * revert the record to any but the newest revision (while its workflow's state lets it be edited). None for a declaration with `history: false`.
 */
export function HistoryPanel() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const role = useRole();
  const translate = useTranslate();
  const text = useRevisionText();
  const titleId = useId();
  const { query, revisions, more } = useRevisions(decl, keepsHistory(decl) ? record?.id : undefined);
  const [chosen, setChosen] = useState<number>();
  // Without the console's HTTP client (a screen shown without the API) the query never starts.
  if (!keepsHistory(decl) || !record || !query.isEnabled) return null;
  const mayRevert = isRoleAllowed(decl.access.write, role) && isEditable(decl, record);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ px: 2, pb: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {translate('mds.engine.history.title')}
      </Typography>
      {query.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {query.isError && <Alert severity="error">{translate(query.error.message, { _: query.error.message })}</Alert>}
      {query.isSuccess && revisions.length === 0 && <Typography color="text.secondary">{translate('mds.engine.history.empty')}</Typography>}
      {revisions.length > 0 && (
        <List component="ol" dense disablePadding aria-labelledby={titleId}>
          {revisions.map((r, i) => (
            <RevisionItem key={r.id} revision={r} text={text} onRevert={mayRevert && i > 0 ? () => setChosen(i) : undefined} />
          ))}
        </List>
      )}
      {more && (
        <Button onClick={more} disabled={query.isFetchingNextPage} sx={{ mt: 1 }}>
          {translate('mds.engine.history.more')}
        </Button>
      )}
      {chosen !== undefined && revisions[chosen] && (
        <RevertDialog revision={revisions[chosen]} changes={revertChanges(decl, revisions, chosen, role)} text={text} onClose={() => setChosen(undefined)} />
      )}
    </Box>
  );
}
