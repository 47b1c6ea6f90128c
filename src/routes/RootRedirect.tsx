import { Navigate } from 'react-router-dom';

/** docs/product.md §2: `/` redirects to login (which forwards a signed-in user to the workplace). */
export function RootRedirect() {
  return <Navigate to="/login" replace />;
}
