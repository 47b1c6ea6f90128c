import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { session } from '../../authProvider/session';
import { DEFAULT_ROUTE_PATH } from '../routes/routes';
import { Logo, LocaleMenu } from '../layout';
import { LoginBanner } from './LoginBanner';
import { LoginForm, safeRedirect } from './LoginForm';

/** Spec §2 login: outside the layout, banner on the left, the form on the right. */
export function LoginPage() {
  const translate = useTranslate();
  const { search } = useLocation();
  // Already signed in (e.g. `/` or a bookmark of /login): straight on.
  if (session.token()) return <Navigate to={safeRedirect(new URLSearchParams(search).get('redirect')) ?? DEFAULT_ROUTE_PATH} replace />;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.paper', color: 'text.primary' }}>
      <LoginBanner />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', px: 3 }}>
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
          <Logo />
          <Typography sx={{ fontWeight: 600, fontSize: 18, flex: 1 }}>{translate('mds.product')}</Typography>
          <LocaleMenu />
        </Box>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', py: 4 }}>
          <LoginForm />
        </Box>
        <Typography component="footer" variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          {translate('mds.productFull')}
        </Typography>
      </Box>
    </Box>
  );
}
