import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { LocaleMenu } from '../components/LocaleMenu';
import { Logo } from '../layout/Logo';
import { LoginBanner } from './LoginBanner';
import { LoginPanel } from './LoginPanel';
import { useLoginKit } from './loginKit';

/**
 * docs/product.md §2 login: outside the layout, banner on the left, the form on the right. Shown by the
 * standalone login app (signed out) and by the admin's /login route (AdminLoginPage).
 */
export function LoginPage() {
  const { translate, locale, setLocale, notify } = useLoginKit();
  // The tab's title in the reader's language, as the console's pages have it ("Login - MDS Console"
  // here, useDocumentTitle there); set here only, for the standalone login app and the admin's /login.
  const title = `${translate('mds.login.submit')} - ${translate('mds.product')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.paper', color: 'text.primary' }}>
      <LoginBanner />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', px: 3 }}>
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
          <Logo />
          <Typography sx={{ fontWeight: 600, fontSize: 18, flex: 1 }}>{translate('mds.product')}</Typography>
          <LocaleMenu locale={locale} setLocale={setLocale} translate={translate} notify={notify} />
        </Box>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', py: 4 }}>
          <LoginPanel />
        </Box>
        <Typography component="footer" variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          {translate('mds.productFull')}
        </Typography>
      </Box>
    </Box>
  );
}
