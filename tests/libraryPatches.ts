/**
 * The library patches (patches/, applied at install by patch-package), each as the shape of its
 * patched code, found the same way in a library's own file, in the dev server's pre-bundle (reprinted,
 * its comments dropped) and in the production build (minified: names shortened, `true` as `!0`).
 */

/** A name as a bundler may rename it. */
const NAME = '[\\w$]+';
/** React's `api` as each form calls it: `React.api`, `import_react.api`, `(0, ke.api)` or `api`. */
const api = (name: string) => `(?:\\(0,\\s*)?(?:${NAME}\\.)?${name}\\)?`;
/** The pattern of `parts`, any spacing between them (`_` stands for optional spacing). */
const shape = (...parts: string[]) => new RegExp(parts.join('').replaceAll('_', '\\s*'));

export interface LibraryPatch {
  /** What it changes, in the product's words. */
  name: string;
  /** The module it patches (in each of the package's files that a mode loads). */
  module: string;
  /** The patched code's shape, in any of the three forms. */
  patched: RegExp;
}

export const LIBRARY_PATCHES: readonly LibraryPatch[] = [
  {
    name: "a Tooltip sets its child's node as a transition",
    module: '@mui/material/Tooltip/Tooltip',
    // `[childNode, setChildNodeNow] = useState(); setChildNode = useCallback((node) => startTransition(() => setChildNodeNow(node)), [])`
    patched: shape(
      `\\[${NAME},_(${NAME})\\]_=_${api('useState')}\\(\\)[,;]_(?:const\\s+)?${NAME}_=_${api('useCallback')}\\(\\(?(${NAME})\\)?_=>_${api('startTransition')}\\(\\(\\)_=>_\\1\\(\\2\\)\\)`,
    ),
  },
  {
    name: 'a Select sets its display node as a transition',
    module: '@mui/material/Select/SelectInput',
    // `displayRef.current = node; if (node) startTransition(() => setDisplayNode(node))`
    patched: shape(`${NAME}\\.current_=_(${NAME})[,;][\\s\\S]{0,300}?${api('startTransition')}\\(\\(\\)_=>_${NAME}\\(\\1\\)\\)`),
  },
  {
    name: 'a Select pressed before that transition opens with the node its ref has',
    module: '@mui/material/Select/SelectInput',
    // `if (shown && shown !== displayNode) setDisplayNode(shown); … shown?.parentNode?.clientWidth`
    patched: shape(`(${NAME})_&&_\\1_!==_${NAME}_(?:&&|\\)_\\{?)_${NAME}\\(\\1\\)[\\s\\S]{0,120}?\\1\\?\\.parentNode\\?\\.clientWidth`),
  },
  {
    name: 'a form is made ready as a transition',
    module: 'react-hook-form/dist/index',
    // `startTransition(() => updateFormState((data) => ({ ...data, isReady: true })))`
    patched: shape(`${api('startTransition')}\\(\\(\\)_=>_${NAME}\\(\\(?(${NAME})\\)?_=>_\\(\\{_(?://[^\\n]*\\n)?_\\.\\.\\.\\1,_isReady:_(?:true|!0)`),
  },
  {
    name: 'emotion writes styles while a component renders',
    module: '@emotion/use-insertion-effect-with-fallbacks',
    // `useInsertionEffectAlwaysWithSyncFallback = syncFallback;`, or minified, the fallback itself
    // where the unpatched build has `useInsertionEffect || fallback`.
    patched: shape(`useInsertionEffectAlwaysWithSyncFallback_=_syncFallback_;|useInsertionEffect,${NAME}=function\\((${NAME})\\)\\{return \\1\\(\\)\\}`),
  },
];

/** Those of `patches` whose patched code `code` lacks. */
export const missingPatches = (code: string, patches = LIBRARY_PATCHES) => patches.filter((p) => !p.patched.test(code)).map((p) => p.name);
