/** A failed `import()` (Chromium, Firefox, Safari) or Vite's preload of a chunk's styles. */
export const isMissingCode = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(error.message);

const EVENT = 'mds:missing-code';

/** Tells whoever listens (the console's shell) that a part's code did not download. */
export const reportMissingCode = () => void window.dispatchEvent(new Event(EVENT));

/** Calls `listener` on every report of missing code; returns what stops it. */
export function onMissingCode(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
