import { useEffect, useMemo } from 'react';
import { Logo } from '../layout/Logo';
import { LoginBanner } from './LoginBanner';
import { LoginLocaleMenu } from './LoginLocaleMenu';
import { LoginPanel } from './LoginPanel';
import { useLoginKit } from './loginKit';
import { loginStyles } from './loginStyles';

/**
 * docs/product.md §2 login: outside the layout, banner on the left, the form on the right. Shown by the
 * standalone login app (signed out) and by the admin's /login route (AdminLoginPage).
 */
export function LoginPage() {
  const { translate, theme } = useLoginKit();
  const styles = useMemo(() => loginStyles(theme), [theme]);
  // The tab's title in the reader's language, as the console's pages have it ("Login - MDS Console"
  // here, useDocumentTitle there); set here only, for the standalone login app and the admin's /login.
  const title = `${translate('mds.login.submit')} - ${translate('mds.product')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="login-page">
      <style>{styles}</style>
      <LoginBanner />
      <main className="login-main">
        <header className="login-header">
          <Logo color={theme.palette.primary.main} />
          <p className="login-product">{translate('mds.product')}</p>
          <LoginLocaleMenu />
        </header>
        <div className="login-centre">
          <LoginPanel />
        </div>
        <footer className="login-footer">{translate('mds.productFull')}</footer>
      </main>
    </div>
  );
}
