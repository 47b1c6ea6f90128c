import { useState } from 'react';

const KEY = 'login-config';

interface LoginConfig {
  remember: boolean;
  username: string;
}

/** The remembered user name (never the password: the template stored it in plain text). */
export function useRememberedUsername() {
  const [config] = useState<LoginConfig>(() => {
    try {
      const c = JSON.parse(localStorage.getItem(KEY) ?? '') as Partial<LoginConfig>;
      return { remember: c.remember !== false, username: typeof c.username === 'string' ? c.username : '' };
    } catch {
      return { remember: true, username: '' };
    }
  });
  const save = (remember: boolean, username: string) => localStorage.setItem(KEY, JSON.stringify({ remember, username: remember ? username : '' }));
  return { ...config, save };
}
