import { useState, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Error as ErrorPage } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { isMissingCode } from '../components/missingCode';
import { MissingCodePage } from './MissingCodePage';

/**
 * A page that fails shows react-admin's error screen inside the shell, or a way to reload when its
 * code did not download; navigating away clears it.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onError={(_error, info) => setErrorInfo(info)}
      FallbackComponent={({ error, resetErrorBoundary }) =>
        isMissingCode(error) ? <MissingCodePage /> : <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
      }
    >
      {children}
    </ErrorBoundary>
  );
}
