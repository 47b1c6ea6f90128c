/** What the browser keeps of a session: the token (spec key `token`) and the role. */

export const TOKEN_KEY = 'token';
export const ROLE_KEY = 'userRole';
/** An admin's "switch roles" preview of another role's UI; the server keeps the real role. */
export const PREVIEW_ROLE_KEY = 'mds-role-preview';
/** Other per-session keys cleared on logout (cached profile, role preview, tabs, recent visits). */
export const SESSION_KEYS = ['userInfo', PREVIEW_ROLE_KEY, 'mds-tabs', 'mds-recent-visits'] as const;

type Listener = () => void;
/** Set when a call meets an ended session (sessionLost below), until the next sign-in. */
let lost = false;
const roleListeners = new Set<Listener>();
/** What else the console keeps per session (the server menu in its settings) is cleared by these. */
const clearListeners = new Set<Listener>();
const roleChanged = () => roleListeners.forEach((l) => l());
/** The token this tab runs on (followOtherTabs): found at its start, or what it signed in with. */
let ownToken: string | null = null;

export const session = {
  token: (): string | null => localStorage.getItem(TOKEN_KEY),
  role: (): string | null => localStorage.getItem(ROLE_KEY),
  /** The role the UI shows: an admin's preview role, else the real one. */
  effectiveRole(): string | null {
    const real = localStorage.getItem(ROLE_KEY);
    const preview = localStorage.getItem(PREVIEW_ROLE_KEY);
    return real === 'admin' && preview ? preview : real;
  },
  /** Only an admin may preview; `null` ends the preview. */
  setPreviewRole(role: string | null) {
    if (role && localStorage.getItem(ROLE_KEY) === 'admin' && role !== 'admin') localStorage.setItem(PREVIEW_ROLE_KEY, role);
    else localStorage.removeItem(PREVIEW_ROLE_KEY);
    roleChanged();
  },
  onRoleChange(listener: Listener): () => void {
    roleListeners.add(listener);
    return () => roleListeners.delete(listener);
  },
  save(token: string, role: string) {
    lost = false;
    ownToken = token;
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(ROLE_KEY, role);
    localStorage.removeItem(PREVIEW_ROLE_KEY);
    roleChanged();
  },
  clear() {
    ownToken = null;
    for (const key of [TOKEN_KEY, ROLE_KEY, ...SESSION_KEYS]) localStorage.removeItem(key);
    clearListeners.forEach((l) => l());
    roleChanged();
  },
  onClear(listener: Listener): () => void {
    clearListeners.add(listener);
    return () => clearListeners.delete(listener);
  },
};

/**
 * Tells the console that the server ended the session (50008/50012/50014), with when the failed
 * request was sent (performance.now()), so a dismissed question is not asked again by its stragglers.
 */
type SessionLostListener = (sentAt: number) => void;
const lostListeners = new Set<SessionLostListener>();
export const sessionLost = {
  subscribe(listener: SessionLostListener): () => void {
    lostListeners.add(listener);
    return () => lostListeners.delete(listener);
  },
  emit(sentAt: number) {
    lost = true;
    lostListeners.forEach((l) => l(sentAt));
  },
  /** Whether the server has ended the stored session: the console stops asking ahead (a list's next page) then. */
  get happened(): boolean {
    return lost;
  },
};

/**
 * Follows what the browser's other tabs do to the session they share with this one (localStorage;
 * a tab is not told of its own changes). A sign-out there ends this tab's session as a server would
 * (sessionLost: the console asks "Confirm logout", so a half-filled form is not thrown away
 * unasked). A sign-in there leaves this tab on someone else's session (its requests already carry
 * the new token, its screen and cache show the old one): `replaced` is called, and the console
 * starts again on it. An admin's role preview changed there is followed here.
 */
export function followOtherTabs(replaced: () => void): () => void {
  ownToken = session.token();
  const changed = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    const token = localStorage.getItem(TOKEN_KEY);
    if (token === ownToken) {
      if (token && (event.key === ROLE_KEY || event.key === PREVIEW_ROLE_KEY)) roleChanged();
    } else if (token) {
      replaced();
    } else {
      ownToken = null;
      sessionLost.emit(performance.now());
    }
  };
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}
