import { BulkDeleteWithConfirmButton, useListContext } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { noticeOf } from './noticeOf';

/**
 * A list's bulk delete of records kept in the trash: done at once after a confirmation (others see
 * them go), and its notice's Undo restores them from the trash rather than holding the delete back.
 */
export function TrashBulkDeleteButton({ decl, label }: { decl: ResourceDecl; label: string }) {
  const { selectedIds } = useListContext();
  return <BulkDeleteWithConfirmButton label={label} mutationMode="pessimistic" successMessage={noticeOf(decl, selectedIds)} />;
}
