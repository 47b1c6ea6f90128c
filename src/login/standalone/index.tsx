import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { applyLocale, storedLocale } from '../../i18n/locales';
import { LoginApp } from './LoginApp';
import { loadLoginMessages } from './messages';
import { prefetchConsoleOnFirstInput } from './prefetchConsole';

/** Shows the standalone login page in `root` (see src/main.tsx for when). */
export async function mountLogin(root: Root) {
  const locale = storedLocale();
  applyLocale(locale);
  const messages = await loadLoginMessages(locale);
  prefetchConsoleOnFirstInput();
  // The first render is a transition: React renders it in slices and lets the browser breathe
  // between them (Lighthouse mobile: Total Blocking Time about 440 -> 220 ms, score about 80 -> 88).
  // The console's first render stays synchronous: as a transition, its first row came about 25% later.
  startTransition(() =>
    root.render(
      <StrictMode>
        <LoginApp locale={locale} messages={messages} />
      </StrictMode>,
    ),
  );
}
