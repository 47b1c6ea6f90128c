/**
 * Two entry points behind one page: a signed-out visitor gets the small login app (MUI and the
 * login form, no admin framework: the login page stays under its byte budget); a signed-in one
 * gets the whole console. Signing in moves from the first to the second by a full navigation, and
 * so does a sign-in in another tab of this browser: this tab starts again on that session.
 */
import { createRoot } from 'react-dom/client';
import { followOtherTabs, session } from '../authProvider/session';
import { loadConsole } from './loadConsole';

const root = createRoot(document.getElementById('root')!);
followOtherTabs(() => window.location.reload());

if (session.token()) {
  void loadConsole().then((admin) => admin.mountAdmin(root));
} else {
  // Any page asked for while signed out is the login page, coming back to that page after.
  const { pathname, search } = window.location;
  if (!pathname.startsWith('/login')) window.history.replaceState(null, '', `/login?redirect=${encodeURIComponent(pathname + search)}`);
  void import('./login/standalone').then((m) => m.mountLogin(root));
}
