import { DeleteButton, SaveButton, Toolbar, ToolbarClasses, useRecordContext } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { noticeOf } from './noticeOf';

/**
 * An edit form's toolbar as react-admin's default one (save, delete), for a record kept in the
 * trash when deleted: the delete is done at once, after a confirmation (others see it go), and its
 * notice's Undo restores it rather than holding the delete back.
 */
export function TrashFormToolbar({ decl }: { decl: ResourceDecl }) {
  const record = useRecordContext();
  return (
    <Toolbar>
      <div className={ToolbarClasses.defaultToolbar}>
        <SaveButton />
        <DeleteButton mutationMode="pessimistic" redirect={decl.listPath ?? 'list'} successMessage={record ? noticeOf(decl, [record.id]) : undefined} />
      </div>
    </Toolbar>
  );
}
