/**
 * react-admin's auth provider for MDS: demo login, server-side logout, the session codes of
 * docs/product.md §8, identity from the user-info call, and access by role.
 */
import type { AuthProvider } from 'ra-core';
import type { ResourceDecl } from '../resources/lib/schema';
import { isSessionError } from '../dataProvider/errors';
import type { HttpClient } from '../dataProvider/http';
import { sessionAnswers } from './access';
import { session, sessionLost } from './session';

export const USER_INFO_PATH = '/api/user/info';

export interface Profile {
  name: string;
  avatar?: string;
  role: string;
  [field: string]: unknown;
}

export interface AuthProviderOptions {
  http: HttpClient;
  declarations: readonly Pick<ResourceDecl, 'name' | 'access' | 'listPath'>[];
  /** Where the browser is, for the login redirect query. */
  currentLocation?: () => string;
}

export function createAuthProvider({
  http,
  declarations,
  currentLocation = () => window.location.pathname + window.location.search,
}: AuthProviderOptions): AuthProvider {
  const byName = new Map(declarations.map((d) => [d.name, d]));
  const answers = sessionAnswers(declarations);
  // A `/<resource>` alias is named by the page it leads to, wherever the session ended on the way.
  const pageOf = (location: string) => {
    const query = location.indexOf('?');
    const pathname = query < 0 ? location : location.slice(0, query);
    const listPath = byName.get(pathname.slice(1))?.listPath;
    return listPath ? listPath + location.slice(pathname.length) : location;
  };
  const loginRedirect = (location: string) =>
    location && !location.startsWith('/login') ? `/login?redirect=${encodeURIComponent(pageOf(location))}` : '/login';
  return {
    /** Demo login by user name and password, or phone sign-in's second step (phone, SMS code, invitation code). */
    async login(params: { username: string; password: string } | { phoneNum: string; code: string; invitationCode?: string }) {
      try {
        const { data } =
          'phoneNum' in params
            ? await http<{ token: string; role: string }>('/api/v1/auth/token', { method: 'POST', body: params })
            : await http<{ token: string; role: string }>('/api/user/login', {
                method: 'POST',
                body: { username: params.username, password: params.password },
              });
        session.save(data.token, data.role);
      } catch (e) {
        session.clear();
        throw e;
      }
    },

    /** Phone sign-in, step 1: the API sends a 6-digit code by SMS (see `login` for step 2). */
    async requestCode(params: { phoneNum: string; invitationCode?: string }): Promise<{ retryAfter: number }> {
      const { data } = await http<{ retryAfter: number }>('/api/v1/auth/token', { method: 'POST', body: params });
      return data;
    },

    async logout() {
      if (session.token()) await http('/api/user/logout', { method: 'POST' }).catch(() => undefined);
      session.clear();
    },

    async checkAuth() {
      if (!answers.signedIn()) throw { redirectTo: loginRedirect(currentLocation()), message: false };
    },

    async checkError(error: unknown) {
      if (!isSessionError(error)) return;
      // The user-info call goes straight to login; any other call asks first (one modal).
      if (error.path === USER_INFO_PATH) {
        session.clear();
        throw { redirectTo: loginRedirect(currentLocation()), message: false };
      }
      sessionLost.emit(error.sentAt);
    },

    async getIdentity() {
      const { data } = await http<Profile>(USER_INFO_PATH);
      // `userId`: the id the API stamps on owned records and on history entries (workflow rules
      // compare it), when the profile gives one.
      const userId = typeof data.userId === 'number' ? data.userId : undefined;
      return { id: String(data.accountId ?? data.name), fullName: data.name, avatar: data.avatar || undefined, profile: data, userId };
    },

    async getPermissions() {
      return answers.permissions();
    },

    async canAccess({ resource, action }) {
      return answers.canAccess(resource, action);
    },
  };
}
