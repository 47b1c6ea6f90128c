import { Navigate } from 'react-router-dom';

/** Spec §2: `/` redirects to login (which forwards a signed-in user to the workplace). */
export function RootRedirect() {
  return <Navigate to="/login" replace />;
}
