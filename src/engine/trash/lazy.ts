/**
 * The trash's lazy seams: the notice of a delete whose Undo restores, a chunk of its own, asked for
 * by the delete that shows it (noticeOf.tsx), not by the screens that merely offer a delete; and a
 * list's bulk delete of such records, asked for once rows are selected.
 */
import { lazyPart } from '../../components/lazyPart';

export const deletedNotice = lazyPart(() => import('./DeletedNotice').then((m) => m.DeletedNotice));
export const trashBulkDeleteButton = lazyPart(() => import('./TrashBulkDeleteButton').then((m) => m.TrashBulkDeleteButton));
