/**
 * The trash's lazy seam: the notice of a delete whose Undo restores, a chunk of its own, asked for
 * by the delete that shows it (noticeOf.tsx), not by the screens that merely offer a delete.
 */
import { lazyPart } from '../../components/lazyPart';

export const deletedNotice = lazyPart(() => import('./DeletedNotice').then((m) => m.DeletedNotice));
