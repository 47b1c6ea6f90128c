import { StrictMode } from 'react';
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
  root.render(
    <StrictMode>
      <LoginApp locale={locale} messages={messages} />
    </StrictMode>,
  );
}
