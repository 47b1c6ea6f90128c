import { Button, SnackbarContent } from '@mui/material';
import { useCloseNotification, useGetRecordRepresentation, useNotify, useTranslate, type Identifier } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { addChunkMessages } from '../../i18n/chunkMessages';
import { useRefusalReason, useRestore } from './useTrash';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/**
 * What a delete of records kept in the trash says: "Element deleted", with Undo, which restores
 * them from the trash (the delete was done: others saw them go). A restore refused (a unique value
 * taken meanwhile) says why, and the record stays in the trash.
 */
export function DeletedNotice({ decl, ids }: { decl: ResourceDecl; ids: readonly Identifier[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const close = useCloseNotification();
  const restore = useRestore(decl);
  const reason = useRefusalReason(decl);
  const representation = useGetRecordRepresentation(decl.name);
  const undo = () =>
    restore.mutate(ids, {
      onSuccess: ({ done, failures }) => {
        close();
        if (done > 0) notify('mds.engine.trash.restored', { type: 'info', messageArgs: { smart_count: done } });
        for (const f of failures)
          notify('mds.engine.trash.failed', { type: 'warning', messageArgs: { label: String(representation({ id: f.id })), reason: reason(f) } });
      },
    });
  return (
    <SnackbarContent
      message={translate('ra.notification.deleted', { smart_count: ids.length })}
      action={
        <Button color="primary" size="small" onClick={undo} disabled={restore.isPending}>
          {translate('ra.action.undo')}
        </Button>
      }
    />
  );
}
