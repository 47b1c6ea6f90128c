import { Navigate } from 'react-router-dom';
import { workplacePath } from './currentProject';

/** docs/product.md §9's default route `/dashboard/workplace` goes to the current project's workplace. */
export function WorkplaceRedirect() {
  return <Navigate to={workplacePath()} replace />;
}
