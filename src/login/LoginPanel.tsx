import { lazy, Suspense, useState } from 'react';
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
    <div className="login-panel">
      <h1 className="login-title">{translate('mds.login.title')}</h1>
      <p className="login-subtitle">{translate('mds.login.subtitle')}</p>
      <LoginTabs
        idPrefix="login"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'phone', label: translate('mds.login.tabs.phone') },
          { value: 'demo', label: translate('mds.login.tabs.demo') },
        ]}
      />
      <div className="login-tabpanel" role="tabpanel" id={`login-panel-${tab}`} aria-labelledby={`login-tab-${tab}`}>
        {tab === 'phone' ? (
          <PhoneLoginForm />
        ) : (
          <Suspense fallback={null}>
            <LoginForm />
          </Suspense>
        )}
      </div>
    </div>
  );
}
