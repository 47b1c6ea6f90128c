import { lazy, Suspense, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { LoginTabs } from './LoginTabs';
import { useTranslate } from './loginKit';
import { PhoneLoginForm } from './PhoneLoginForm';

type LoginTab = 'phone' | 'demo';

// The demo accounts' form is fetched when its tab is opened: the phone form, shown first, is all the login page downloads.
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));

/** Phone sign-in first (the product's login), the demo accounts second. */
export function LoginPanel() {
  const translate = useTranslate();
  const [tab, setTab] = useState<LoginTab>('phone');
  return (
    <Box sx={{ width: 340, maxWidth: '100%' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {translate('mds.login.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {translate('mds.login.subtitle')}
      </Typography>
      <LoginTabs
        idPrefix="login"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'phone', label: translate('mds.login.tabs.phone') },
          { value: 'demo', label: translate('mds.login.tabs.demo') },
        ]}
      />
      <Box role="tabpanel" id={`login-panel-${tab}`} aria-labelledby={`login-tab-${tab}`} sx={{ mt: 3 }}>
        {tab === 'phone' ? (
          <PhoneLoginForm />
        ) : (
          <Suspense fallback={null}>
            <LoginForm />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
