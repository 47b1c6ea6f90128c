import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { Confirm, useGetRecordRepresentation, useLocaleState, useNotify, useTranslate, type Identifier } from 'react-admin';
import { isRoleAllowed, TRASH_PURGERS, type ResourceDecl } from '../../../resources/lib/schema';
import { addChunkMessages } from '../../i18n/chunkMessages';
import { useRole } from '../../appSettings/useRole';
import { formatDateTime } from '../cells/formats';
import { fieldLabel } from '../labels';
import { TRASH_PER_PAGE, useRefusalReason, useTrash, type TrashFailure } from './useTrash';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

// Its texts come with its chunk (i18n/chunkMessages.ts).
addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/**
 * A list's trash: what its writers deleted, the last first, with who deleted each and when; restore
 * one or the ones selected; those who may (TRASH_PURGERS) purge them for good after a confirmation. A record that could
 * not be restored (a unique value taken meanwhile) is named with the API's reason, and stays.
 */
export function TrashDialog({ decl, onClose }: { decl: ResourceDecl; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const titleId = useId();
  const purger = isRoleAllowed(TRASH_PURGERS, useRole());
  const { query, page, setPage, restore, purge } = useTrash(decl);
  const [selected, setSelected] = useState<Identifier[]>([]);
  const [purging, setPurging] = useState<Identifier[]>();
  const [failures, setFailures] = useState<TrashFailure[]>([]);
  const list = query.data?.list ?? [];
  const busy = restore.isPending || purge.isPending;
  const name = translate(`resources.${decl.name}.name`, { smart_count: 2 });
  // Named as react-admin names the resource's records everywhere (its recordRepresentation, `#<id>` without one).
  const representation = useGetRecordRepresentation(decl.name);
  const labelOf = (id: Identifier) => String(representation(list.find((t) => t.id === id) ?? { id }));
  const run = (action: typeof restore, ids: Identifier[], done: string) =>
    action.mutate(ids, {
      onSuccess: (result) => {
        setFailures(result.failures);
        setSelected((s) => s.filter((id) => result.failures.some((f) => f.id === id)));
        if (result.done > 0) notify(done, { type: 'info', messageArgs: { smart_count: result.done } });
      },
    });
  const reason = useRefusalReason(decl);
  const toggle = (id: Identifier) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const allOnPage = list.length > 0 && list.every((r) => selected.includes(r.id));
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate('mds.engine.trash.title', { name })}</DialogTitle>
      <DialogContent>
        <Box sx={{ height: 4 }}>{(query.isFetching || busy) && <LinearProgress />}</Box>
        {query.isError && <Alert severity="error">{translate(query.error.message, { _: query.error.message })}</Alert>}
        {failures.length > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {failures.map((f) => (
              <div key={String(f.id)}>{translate('mds.engine.trash.failed', { label: labelOf(f.id), reason: reason(f) })}</div>
            ))}
          </Alert>
        )}
        {query.isSuccess && list.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {translate('mds.engine.trash.empty')}
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allOnPage}
                      disabled={list.length === 0}
                      onChange={() => setSelected(allOnPage ? [] : list.map((r) => r.id))}
                      slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
                    />
                  </TableCell>
                  <TableCell>{translate(fieldLabel(decl.name, decl.recordLabel), { _: decl.recordLabel })}</TableCell>
                  <TableCell>{translate('mds.engine.trash.deletedBy')}</TableCell>
                  <TableCell>{translate('mds.engine.trash.deletedAt')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((r) => (
                  <TableRow key={String(r.id)} selected={selected.includes(r.id)}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(r.id)}
                        onChange={() => toggle(r.id)}
                        slotProps={{ input: { 'aria-label': translate('mds.engine.trash.select', { label: labelOf(r.id) }) } }}
                      />
                    </TableCell>
                    <TableCell component="th" scope="row">
                      {labelOf(r.id)}
                    </TableCell>
                    <TableCell>{r.deletedBy?.name ?? translate('mds.engine.trash.system')}</TableCell>
                    <TableCell>{formatDateTime(locale, r.deletedAt)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        disabled={busy}
                        onClick={() => run(restore, [r.id], 'mds.engine.trash.restored')}
                        aria-label={translate('mds.engine.trash.restoreOne', { label: labelOf(r.id) })}
                      >
                        {translate('mds.engine.trash.restore')}
                      </Button>
                      {purger && (
                        <Button
                          size="small"
                          color="error"
                          disabled={busy}
                          onClick={() => setPurging([r.id])}
                          aria-label={translate('mds.engine.trash.purgeOne', { label: labelOf(r.id) })}
                        >
                          {translate('mds.engine.trash.purge')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {(query.data?.total ?? 0) > TRASH_PER_PAGE && (
          <TablePagination
            component="div"
            count={query.data!.total}
            page={page - 1}
            onPageChange={(_, p) => setPage(p + 1)}
            rowsPerPage={TRASH_PER_PAGE}
            rowsPerPageOptions={[TRASH_PER_PAGE]}
          />
        )}
      </DialogContent>
      <DialogActions>
        {selected.length > 0 && (
          <Button disabled={busy} onClick={() => run(restore, selected, 'mds.engine.trash.restored')}>
            {translate('mds.engine.trash.restoreSelected', { smart_count: selected.length })}
          </Button>
        )}
        {purger && selected.length > 0 && (
          <Button color="error" disabled={busy} onClick={() => setPurging(selected)}>
            {translate('mds.engine.trash.purgeSelected', { smart_count: selected.length })}
          </Button>
        )}
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={purging !== undefined}
        title={translate('mds.engine.trash.confirmTitle', { smart_count: purging?.length ?? 0 })}
        content={translate('mds.engine.trash.confirmContent')}
        confirm={translate('mds.engine.trash.purge')}
        confirmColor="warning"
        onConfirm={() => {
          run(purge, purging!, 'mds.engine.trash.purged');
          setPurging(undefined);
        }}
        onClose={() => setPurging(undefined)}
      />
    </Dialog>
  );
}
