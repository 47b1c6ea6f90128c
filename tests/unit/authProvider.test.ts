/**
 * authProvider/authProvider.ts over a fake HttpClient: the stored session, the session codes of
 * docs/product.md §8 (modal vs. straight to login), identity and access by role.
 */
import { describe, it, expect, afterEach } from 'vitest';
import type { AuthProvider } from 'ra-core';
import { createAuthProvider, USER_INFO_PATH } from '../../authProvider/authProvider';
import { ROLE_KEY, SESSION_KEYS, sessionLost, TOKEN_KEY } from '../../authProvider/session';
import { ApiError } from '../../dataProvider/errors';
import type { HttpClient, RequestOptions } from '../../dataProvider/http';
import policies from '../../resources/policies';

interface Call {
  path: string;
  options?: RequestOptions;
}

/** A fake HttpClient: records calls; `reply` returns the envelope data or throws an ApiError. */
function fakeHttp(reply: (call: Call) => unknown = () => ({})) {
  const calls: Call[] = [];
  const http: HttpClient = async <T>(path: string, options?: RequestOptions) => {
    const call = { path, options };
    calls.push(call);
    const data = await reply(call);
    return { data: data as T, status: 200, headers: new Headers() };
  };
  return { http, calls };
}

const CURRENT = '/policies/7/show?tab=1';

function authWith(reply?: (call: Call) => unknown, currentLocation: () => string = () => CURRENT) {
  const { http, calls } = fakeHttp(reply);
  const auth = createAuthProvider({ http, declarations: [policies], currentLocation });
  return { auth, calls };
}

/** The optional methods of AuthProvider, which this provider all implements. */
function method<K extends keyof AuthProvider>(auth: AuthProvider, name: K): NonNullable<AuthProvider[K]> {
  const fn = auth[name];
  expect(fn).toBeTypeOf('function');
  return fn as NonNullable<AuthProvider[K]>;
}

const sessionError = (code: number, path: string) => new ApiError('not logged in', { status: 401, code, path });

let unsubscribers: (() => void)[] = [];
/** Counts sessionLost emissions until the test ends. */
function countSessionLost() {
  const counter = { count: 0 };
  unsubscribers.push(sessionLost.subscribe(() => counter.count++));
  return counter;
}
afterEach(() => {
  unsubscribers.forEach((u) => u());
  unsubscribers = [];
});

const storeSession = () => {
  localStorage.setItem(TOKEN_KEY, 'tok-admin');
  localStorage.setItem(ROLE_KEY, 'admin');
  for (const key of SESSION_KEYS) localStorage.setItem(key, '{"cached":true}');
};

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  const outcome = await promise.then(
    () => ({ resolved: true }),
    (e: unknown) => ({ rejected: e }),
  );
  expect(outcome).toHaveProperty('rejected');
  return (outcome as { rejected: unknown }).rejected;
}

describe('login', () => {
  it('POSTs the credentials and stores the token under "token" and the role under "userRole"', async () => {
    const { auth, calls } = authWith(() => ({ token: 'tok-user', role: 'user' }));
    await auth.login({ username: 'user', password: 'user' });
    expect(calls).toEqual([{ path: '/api/user/login', options: { method: 'POST', body: { username: 'user', password: 'user' } } }]);
    expect(localStorage.getItem('token')).toBe('tok-user');
    expect(localStorage.getItem('userRole')).toBe('user');
  });

  it('clears a stored token and rethrows the server error when login fails', async () => {
    localStorage.setItem('token', 'stale');
    localStorage.setItem('userRole', 'admin');
    const failure = new ApiError('account or password wrong', { status: 400, code: 40000, path: '/api/user/login' });
    const { auth } = authWith(() => {
      throw failure;
    });
    const error = await rejectionOf(auth.login({ username: 'admin', password: 'nope' }));
    expect(error).toBe(failure);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userRole')).toBeNull();
  });
});

describe('logout', () => {
  it('POSTs /api/user/logout and clears token, role, user info, tabs and recent visits', async () => {
    storeSession();
    const { auth, calls } = authWith();
    await auth.logout({});
    expect(calls).toEqual([{ path: '/api/user/logout', options: { method: 'POST' } }]);
    for (const key of ['token', 'userRole', 'userInfo', 'mds-tabs', 'mds-recent-visits']) expect(localStorage.getItem(key)).toBeNull();
  });

  it('still clears the session when the server call fails', async () => {
    storeSession();
    const { auth } = authWith(() => {
      throw new ApiError('Network Error', { status: 0, path: '/api/user/logout' });
    });
    await auth.logout({});
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userRole')).toBeNull();
  });

  it('leaves other stored settings (such as the locale) alone', async () => {
    storeSession();
    localStorage.setItem('arco-locale', 'en-US');
    const { auth } = authWith();
    await auth.logout({});
    expect(localStorage.getItem('arco-locale')).toBe('en-US');
  });
});

describe('checkAuth', () => {
  it('rejects with a redirect to /login when no token is stored', async () => {
    const { auth } = authWith();
    const error = await rejectionOf(auth.checkAuth({}));
    expect(error).toMatchObject({ redirectTo: expect.stringMatching(/^\/login/) });
  });

  it('keeps where the user was going in the redirect query', async () => {
    const { auth } = authWith();
    const error = await rejectionOf(auth.checkAuth({}));
    expect(error).toMatchObject({ redirectTo: `/login?redirect=${encodeURIComponent(CURRENT)}` });
  });

  it('names a resource alias in the redirect by the page it leads to (the session may end before the alias is followed)', async () => {
    const { auth } = authWith(undefined, () => '/policies?page=1');
    const error = await rejectionOf(auth.checkAuth({}));
    expect(error).toMatchObject({ redirectTo: `/login?redirect=${encodeURIComponent('/list/search-table?page=1')}` });
    const { auth: atPlainAlias } = authWith(undefined, () => '/policies');
    expect(await rejectionOf(atPlainAlias.checkAuth({}))).toMatchObject({ redirectTo: `/login?redirect=${encodeURIComponent('/list/search-table')}` });
  });

  it('resolves when a token is stored', async () => {
    localStorage.setItem('token', 'tok');
    const { auth } = authWith();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });
});

describe('checkError', () => {
  it.each([50008, 50012, 50014])('on %i from a data call: resolves and asks once (sessionLost) without clearing the session', async (code) => {
    storeSession();
    const lost = countSessionLost();
    const { auth } = authWith();
    await expect(auth.checkError(sessionError(code, '/api/list/policy'))).resolves.toBeUndefined();
    expect(lost.count).toBe(1);
    await expect(auth.checkError(sessionError(code, '/api/list/policy/3'))).resolves.toBeUndefined();
    expect(lost.count).toBe(2);
    expect(localStorage.getItem('token')).toBe('tok-admin');
  });

  it.each([50008, 50012, 50014])('on %i from the user-info call: clears the session and redirects to login with the current location', async (code) => {
    storeSession();
    const lost = countSessionLost();
    const { auth } = authWith();
    const error = await rejectionOf(auth.checkError(sessionError(code, '/api/user/info')));
    expect(error).toMatchObject({ redirectTo: `/login?redirect=${encodeURIComponent(CURRENT)}` });
    for (const key of ['token', 'userRole', 'userInfo', 'mds-tabs', 'mds-recent-visits']) expect(localStorage.getItem(key)).toBeNull();
    expect(lost.count).toBe(0);
  });

  it('redirects to plain /login when the user is already on the login page', async () => {
    const { auth } = authWith(undefined, () => '/login');
    const error = await rejectionOf(auth.checkError(sessionError(50008, USER_INFO_PATH)));
    expect(error).toMatchObject({ redirectTo: '/login' });
  });

  it('resolves without asking on a 40300', async () => {
    storeSession();
    const lost = countSessionLost();
    const { auth } = authWith();
    const forbidden = new ApiError('Your user group does not have the authority to perform this operation', {
      status: 403,
      code: 40300,
      path: '/api/list/policy/3',
    });
    await expect(auth.checkError(forbidden)).resolves.toBeUndefined();
    expect(lost.count).toBe(0);
    expect(localStorage.getItem('token')).toBe('tok-admin');
  });

  it('resolves without asking on a 500', async () => {
    storeSession();
    const lost = countSessionLost();
    const { auth } = authWith();
    await expect(auth.checkError(new ApiError('Request failed with status code 500', { status: 500, path: USER_INFO_PATH }))).resolves.toBeUndefined();
    await expect(auth.checkError(new ApiError('oops', { status: 500, code: 50000, path: '/api/list/policy' }))).resolves.toBeUndefined();
    expect(lost.count).toBe(0);
    expect(localStorage.getItem('token')).toBe('tok-admin');
  });

  it('resolves without asking on an error that is not from the HTTP client', async () => {
    const lost = countSessionLost();
    const { auth } = authWith();
    await expect(auth.checkError(new Error('boom'))).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401 })).resolves.toBeUndefined();
    expect(lost.count).toBe(0);
  });
});

describe('identity and access', () => {
  it('getIdentity reads the user-info call and maps name to fullName', async () => {
    const profile = { name: 'Wang Li', avatar: 'https://example.com/a.png', role: 'admin', accountId: 'A-001' };
    const { auth, calls } = authWith(() => profile);
    const identity = await method(auth, 'getIdentity')();
    expect(calls[0].path).toBe('/api/user/info');
    expect(identity.fullName).toBe('Wang Li');
    expect(identity.avatar).toBe('https://example.com/a.png');
    expect(identity.id).toBe('A-001');
    // No user id in the profile: the workflow rules on the taker cannot hold for this user.
    expect(identity.userId).toBeUndefined();
  });

  it('getIdentity carries the numeric user id the API stamps on owned records', async () => {
    const { auth } = authWith(() => ({ name: 'Li Na', role: 'user', accountId: '10000002', userId: 2 }));
    const identity = await method(auth, 'getIdentity')();
    expect(identity.userId).toBe(2);
  });

  it('getIdentity gives no avatar for an empty one', async () => {
    const { auth } = authWith(() => ({ name: 'Wang Li', avatar: '', role: 'user' }));
    const identity = await method(auth, 'getIdentity')();
    expect(identity.avatar).toBeUndefined();
    expect(identity.fullName).toBe('Wang Li');
  });

  it('getPermissions is the stored role', async () => {
    localStorage.setItem('userRole', 'user');
    const { auth } = authWith();
    await expect(method(auth, 'getPermissions')({})).resolves.toBe('user');
  });

  it('canAccess: admin may edit policies', async () => {
    localStorage.setItem('userRole', 'admin');
    const { auth } = authWith();
    const canAccess = method(auth, 'canAccess');
    await expect(canAccess({ resource: 'policies', action: 'edit' })).resolves.toBe(true);
    await expect(canAccess({ resource: 'policies', action: 'create' })).resolves.toBe(true);
    await expect(canAccess({ resource: 'policies', action: 'delete' })).resolves.toBe(true);
  });

  it('canAccess: user may list and show policies but not edit, create or delete', async () => {
    localStorage.setItem('userRole', 'user');
    const { auth } = authWith();
    const canAccess = method(auth, 'canAccess');
    await expect(canAccess({ resource: 'policies', action: 'list' })).resolves.toBe(true);
    await expect(canAccess({ resource: 'policies', action: 'show' })).resolves.toBe(true);
    await expect(canAccess({ resource: 'policies', action: 'edit' })).resolves.toBe(false);
    await expect(canAccess({ resource: 'policies', action: 'create' })).resolves.toBe(false);
    await expect(canAccess({ resource: 'policies', action: 'delete' })).resolves.toBe(false);
  });

  it('canAccess: nothing on an undeclared resource', async () => {
    localStorage.setItem('userRole', 'admin');
    const { auth } = authWith();
    await expect(method(auth, 'canAccess')({ resource: 'secrets', action: 'list' })).resolves.toBe(false);
  });
});
