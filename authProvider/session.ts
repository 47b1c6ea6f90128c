/** What the browser keeps of a session: the token (spec key `token`) and the role. */

export const TOKEN_KEY = 'token';
export const ROLE_KEY = 'userRole';
/** Other per-session keys cleared on logout (server menu, cached profile). */
export const SESSION_KEYS = ['serverMenu', 'userInfo'] as const;

export const session = {
  token: (): string | null => localStorage.getItem(TOKEN_KEY),
  role: (): string | null => localStorage.getItem(ROLE_KEY),
  save(token: string, role: string) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(ROLE_KEY, role);
  },
  clear() {
    for (const key of [TOKEN_KEY, ROLE_KEY, ...SESSION_KEYS]) localStorage.removeItem(key);
  },
};

/** Tells the console that the server ended the session (50008/50012/50014). */
type Listener = () => void;
const listeners = new Set<Listener>();
export const sessionLost = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  emit() {
    listeners.forEach((l) => l());
  },
};
