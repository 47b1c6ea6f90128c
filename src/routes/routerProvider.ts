import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { reactRouterProvider, type RouterNavigateFunction, type RouterProvider } from 'react-admin';

/**
 * A navigate function that never changes and does not subscribe to the location. Under
 * react-admin's own <Routes>, react-router's useNavigate reads the location, so every component
 * that merely can navigate (each list row, each button) re-rendered on every page, sort or filter
 * change. The data router (src/AdminRoot.tsx) navigates without that: paths here are absolute or
 * search-only, so they resolve the same from the router as from the calling route.
 */
export function useStableNavigate(): RouterNavigateFunction {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  if (!dataRouter) throw new Error('The console needs a data router (createBrowserRouter / createMemoryRouter) around <App>.');
  const { router } = dataRouter;
  return useCallback<RouterNavigateFunction>((to, options) => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)), [router]);
}

/** react-admin's react-router binding, with the stable navigate. */
export const routerProvider: RouterProvider = { ...reactRouterProvider, useNavigate: useStableNavigate };
