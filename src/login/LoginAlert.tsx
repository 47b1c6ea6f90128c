import type { ReactNode } from 'react';
import { LoginIcon } from './LoginIcon';

/**
 * A login form's message: what went wrong (role="alert") or what happened (role="status"), in MUI's
 * standard Alert colours (loginStyles).
 */
export function LoginAlert({ severity, children }: { severity: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`login-alert login-alert-${severity}`} role={severity === 'error' ? 'alert' : 'status'}>
      <div className="login-alert-icon">
        <LoginIcon name={severity === 'error' ? 'error' : 'done'} />
      </div>
      <div className="login-alert-message">{children}</div>
    </div>
  );
}
