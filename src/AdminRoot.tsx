import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { createListLoader } from './engine/listPrefetch';
import { createProviders } from './providers';
import { declarations } from './registry/declarations';

/**
 * Shows the whole console (react-admin) in `root` (see src/main.tsx for when). Clean URLs (no #):
 * every path can be bookmarked and reloaded. A data router, so forms can warn before unsaved
 * changes are left behind (react-admin's warnWhenUnsavedChanges blocks navigation through it),
 * and so a list's rows are asked for as soon as its URL changes (createListLoader).
 * Navigations render at once, as react-admin expects (it turns react-router's transitions off too):
 * a page, sort or filter change is one render, not a time-sliced one.
 */
export function mountAdmin(root: Root) {
  const providers = createProviders(declarations);
  const router = createBrowserRouter([
    {
      path: '*',
      element: <App declarations={declarations} providers={providers} />,
      ...createListLoader(declarations, providers.dataProvider, providers.queryClient),
    },
  ]);
  root.render(
    <StrictMode>
      <RouterProvider router={router} useTransitions={false} />
    </StrictMode>,
  );
}
