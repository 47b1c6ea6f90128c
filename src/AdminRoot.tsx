import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

/** Shows the whole console (react-admin) in `root` (see src/main.tsx for when). */
export function mountAdmin(root: Root) {
  root.render(
    <StrictMode>
      {/* Clean URLs (no #): every path can be bookmarked and reloaded. */}
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
