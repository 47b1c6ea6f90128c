import type { ReactNode } from 'react';

interface LoginButtonProps {
  children: ReactNode;
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'medium' | 'large';
  fullWidth?: boolean;
  /** Shows a spinner instead of the label, and takes no clicks meanwhile (MUI's `loading`). */
  loading?: boolean;
  disabled?: boolean;
  type?: 'button' | 'submit';
  /** A link drawn as a button. */
  href?: string;
  onClick?: () => void;
  className?: string;
}

/** MUI's Button as the login page uses it, drawn by loginStyles. */
export function LoginButton({
  children,
  variant = 'text',
  size = 'medium',
  fullWidth,
  loading,
  disabled,
  type = 'button',
  href,
  onClick,
  className,
}: LoginButtonProps) {
  const classes = ['login-btn', `login-btn-${variant}`, size === 'large' && 'login-btn-large', fullWidth && 'login-btn-full', className]
    .filter(Boolean)
    .join(' ');
  if (href)
    return (
      <a className={classes} href={href}>
        {children}
      </a>
    );
  return (
    <button type={type} className={classes} disabled={disabled || loading} data-loading={loading || undefined} onClick={onClick}>
      {children}
      {loading && (
        <svg className="login-spinner" viewBox="22 22 44 44" aria-hidden>
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      )}
    </button>
  );
}
