import { lazy, Suspense } from 'react';

const AdminLoginPage = lazy(() => import('./AdminLoginPage').then((m) => ({ default: m.AdminLoginPage })));

/**
 * The admin's /login route (a lost session, a sign-out), its code loaded when first shown: a signed-in
 * visitor's console does not download the login page.
 */
export function AdminLoginRoute() {
  return (
    <Suspense fallback={null}>
      <AdminLoginPage />
    </Suspense>
  );
}
