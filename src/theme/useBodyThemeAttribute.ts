import { useEffect } from 'react';
import { useTheme } from 'react-admin';

/** Spec §4: dark sets a dark-theme attribute on <body>; light removes it. */
export function useBodyThemeAttribute() {
  const [mode] = useTheme();
  useEffect(() => {
    if (mode === 'dark') document.body.setAttribute('arco-theme', 'dark');
    else document.body.removeAttribute('arco-theme');
  }, [mode]);
}
