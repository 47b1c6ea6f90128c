import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

/**
 * Shows the whole console (react-admin) in `root` (see src/main.tsx for when). Clean URLs (no #):
 * every path can be bookmarked and reloaded. A data router, so forms can warn before unsaved
 * changes are left behind (react-admin's warnWhenUnsavedChanges blocks navigation through it).
 */
export function mountAdmin(root: Root) {
  const router = createBrowserRouter([{ path: '*', element: <App /> }]);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
