import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { App } from './App';
import { createListLoader } from './engine/listPrefetch';
import { createScreenLoader } from './engine/screens';
import { createProviders } from './providers';
import { declarations } from './registry/declarations';
import { createPageLoader, defaultRouteRedirect } from './routes';
import { createIdentityPrefetch } from './session';

/**
 * Shows the whole console (react-admin) in `root` (see src/main.tsx for when). Clean URLs (no #):
 * every path can be bookmarked and reloaded. A data router, so forms can warn before unsaved
 * changes are left behind (react-admin's warnWhenUnsavedChanges blocks navigation through it),
 * and so what a URL shows is asked for as soon as it changes: its page's code (createPageLoader),
 * a generated screen's code (createScreenLoader) and a list's rows (createListLoader).
 * Navigations render at once, as react-admin expects (it turns react-router's transitions off too):
 * a page, sort or filter change is one render, not a time-sliced one. The first screen is the
 * exception: it is mounted once the first URL's loaders are done, as a transition, so React renders
 * it in slices and a phone's main thread is never held for the whole of it. (It used to cost the
 * first row a few per cent at 4× CPU, while library updates made during the commit forced a second,
 * synchronous render and every effect before the paint: library patches defer those, patches/.)
 */
export function mountAdmin(root: Root) {
  const providers = createProviders(declarations);
  const list = createListLoader(declarations, providers.dataProvider, providers.queryClient);
  const page = createPageLoader();
  const screens = createScreenLoader(declarations);
  const identity = createIdentityPrefetch(providers.authProvider, providers.queryClient);
  const router = createBrowserRouter([
    {
      path: '*',
      element: <App declarations={declarations} providers={providers} />,
      loader: (args: LoaderFunctionArgs) =>
        defaultRouteRedirect(args) ?? Promise.all([page.loader(args), screens.loader(args), list.loader(args), identity.loader()]).then(() => null),
      shouldRevalidate: (args: ShouldRevalidateFunctionArgs) => page.shouldRevalidate(args) || list.shouldRevalidate(args),
    },
  ]);
  const mount = () => {
    startTransition(() =>
      root.render(
        <StrictMode>
          <RouterProvider router={router} useTransitions={false} />
        </StrictMode>,
      ),
    );
  };
  if (router.state.initialized) return mount();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    mount();
  });
}
