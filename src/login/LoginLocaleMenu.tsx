import { Suspense } from 'react';
import { lazyPart } from '../components/lazyPart';
import { useLocaleMenu } from '../components/useLocaleMenu';
import { LoginIcon } from './LoginIcon';
import { useLoginKit } from './loginKit';

const { Part: MuiScope } = lazyPart(() => import('./MuiScope').then((m) => m.MuiScope));

/** The login page's language button (the browser's own hint as its tooltip) and the console's language menu. */
export function LoginLocaleMenu() {
  const { locale, setLocale, translate, notify, theme } = useLoginKit();
  const { label, button, menu } = useLocaleMenu({ locale, setLocale, translate, notify }, (options) => (
    <Suspense fallback={null}>
      <MuiScope theme={theme}>{options}</MuiScope>
    </Suspense>
  ));
  return (
    <>
      <button type="button" className="login-icon-btn" title={label} {...button}>
        <LoginIcon name="translate" />
      </button>
      {menu}
    </>
  );
}
