/** The session's lazy seam: the "Confirm logout" dialog, whose code comes when a session is first found lost. */
import { lazyPart } from '../components/lazyPart';

export const confirmLogoutDialog = lazyPart(() => import('./ConfirmLogoutDialog').then((m) => m.ConfirmLogoutDialog));
