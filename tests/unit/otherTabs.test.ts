/**
 * authProvider/session.ts followOtherTabs: what another tab of the browser does to the shared
 * session (localStorage) reaches this one. jsdom has one tab: the other tab's change is written to
 * the storage and its event dispatched by hand, as the browser does in every tab but the writer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followOtherTabs, PREVIEW_ROLE_KEY, ROLE_KEY, session, sessionLost, TOKEN_KEY } from '../../authProvider/session';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function follow() {
  const replaced = vi.fn();
  const lost = vi.fn();
  stops.push(followOtherTabs(replaced), sessionLost.subscribe(lost));
  return Object.assign(replaced, { lost });
}

/** Another tab sets (or, with null, removes) a key. */
function otherTab(key: string, value: string | null) {
  const oldValue = localStorage.getItem(key);
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
}

function signedIn(token: string, role: string) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(ROLE_KEY, role);
}

describe('a session changed in another tab', () => {
  it('a sign-out there ends this tab’s session as the server would, once', () => {
    signedIn('token-a', 'admin');
    const replaced = follow();
    otherTab(TOKEN_KEY, null);
    otherTab(ROLE_KEY, null);
    expect(replaced.lost).toHaveBeenCalledTimes(1);
    expect(replaced).not.toHaveBeenCalled();
    expect(sessionLost.happened).toBe(true);
  });

  it('so does a storage cleared whole there', () => {
    signedIn('token-a', 'admin');
    const replaced = follow();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(replaced.lost).toHaveBeenCalledTimes(1);
    expect(replaced).not.toHaveBeenCalled();
  });

  it('a sign-in there as someone else replaces this tab’s session', () => {
    signedIn('token-a', 'admin');
    const replaced = follow();
    otherTab(TOKEN_KEY, 'token-b');
    expect(replaced).toHaveBeenCalledTimes(1);
    expect(replaced.lost).not.toHaveBeenCalled();
  });

  it('a sign-out then a sign-in there: asked first, then replaced', () => {
    signedIn('token-a', 'admin');
    const replaced = follow();
    otherTab(TOKEN_KEY, null);
    otherTab(TOKEN_KEY, 'token-a2');
    expect(replaced.lost).toHaveBeenCalledTimes(1);
    expect(replaced).toHaveBeenCalledTimes(1);
  });

  it('a signed-out tab follows a sign-in made elsewhere', () => {
    const replaced = follow();
    otherTab(TOKEN_KEY, 'token-b');
    expect(replaced).toHaveBeenCalledTimes(1);
  });

  it('this tab’s own sign-in and sign-out are its own: a later change of another key replaces nothing', () => {
    const replaced = follow();
    session.save('token-mine', 'admin');
    otherTab('arco-locale', 'zh-CN');
    session.clear();
    otherTab('arco-locale', 'en-US');
    expect(replaced).not.toHaveBeenCalled();
    expect(replaced.lost).not.toHaveBeenCalled();
  });

  it('an admin’s role preview chosen there is shown here, the session kept', () => {
    signedIn('token-a', 'admin');
    const replaced = follow();
    const roleChanged = vi.fn();
    stops.push(session.onRoleChange(roleChanged));
    otherTab(PREVIEW_ROLE_KEY, 'user');
    expect(roleChanged).toHaveBeenCalledTimes(1);
    expect(session.effectiveRole()).toBe('user');
    otherTab('arco-locale', 'zh-CN');
    expect(roleChanged).toHaveBeenCalledTimes(1);
    expect(replaced).not.toHaveBeenCalled();
  });

  it('sessionStorage changes are not the session', () => {
    signedIn('token-a', 'admin');
    const replaced = follow();
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: null, storageArea: sessionStorage }));
    expect(replaced).not.toHaveBeenCalled();
    expect(replaced.lost).not.toHaveBeenCalled();
  });
});
