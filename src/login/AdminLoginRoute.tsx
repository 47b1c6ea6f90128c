import { Suspense } from 'react';
import { lazyPart } from '../components/lazyPart';

const { Part: AdminLoginPage } = lazyPart(() => import('./AdminLoginPage').then((m) => m.AdminLoginPage));

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
