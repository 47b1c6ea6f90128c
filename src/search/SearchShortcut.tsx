import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../components/lazyPart';

const { Part: SearchPalette } = lazyPart(() => import('./SearchPalette').then((m) => m.SearchPalette));

/** ⌘K (Ctrl+K elsewhere) opens the search palette from anywhere in the console, and closes it again; its code comes then. */
export function SearchShortcut() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return open ? (
    <Suspense>
      <SearchPalette onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
