import { Navigate, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { DEFAULT_ROUTE_PATH } from '../../domain/routes';
import { workplacePath } from './currentProject';

/**
 * docs/product.md §9's default route `/dashboard/workplace` goes to the current project's workplace.
 * The router's loader sends it there before anything renders (a sign-in lands on it: the workplace's
 * code is then asked for at once, and the console renders once); the route's element covers a
 * render without that loader.
 */
export function WorkplaceRedirect() {
  return <Navigate to={workplacePath()} replace />;
}

/** The router's redirect of the default route, or undefined elsewhere. */
export const defaultRouteRedirect = ({ request }: LoaderFunctionArgs) =>
  new URL(request.url).pathname === DEFAULT_ROUTE_PATH ? replace(workplacePath()) : undefined;
