import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';

type Severity = 'error' | 'success';

// MUI's standard Alert, in its colours: the severity's light tone darkened for the text on the same
// tone lightened (the other way round in dark mode).
const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'severity' })<{ severity: Severity }>(({ theme, severity }) => {
  const tone = theme.palette[severity].light;
  const light = theme.palette.mode === 'light';
  return {
    ...theme.typography.body2,
    display: 'flex',
    padding: '6px 16px',
    marginBottom: 16,
    borderRadius: theme.shape.borderRadius,
    color: light ? theme.darken(tone, 0.6) : theme.lighten(tone, 0.6),
    backgroundColor: light ? theme.lighten(tone, 0.9) : theme.darken(tone, 0.9),
    '& .login-alert-icon': { display: 'flex', marginRight: 12, padding: '7px 0', fontSize: 22, opacity: 0.9, color: theme.palette[severity].main },
    '& .login-alert-message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
  };
});

/**
 * A login form's message: what went wrong (role="alert") or what happened (role="status"). MUI's
 * Alert would bring Paper, an icon button and four icons to the login page for these two.
 */
export function LoginAlert({ severity, children }: { severity: Severity; children: ReactNode }) {
  const Icon = severity === 'error' ? ErrorOutline : TaskAlt;
  return (
    <Root severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      <div className="login-alert-icon">
        <Icon fontSize="inherit" />
      </div>
      <div className="login-alert-message">{children}</div>
    </Root>
  );
}
