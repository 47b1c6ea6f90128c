/**
 * Changes to a library's module that the build makes where no option reaches (each list says why):
 * an exact text, found once, replaced by one of as many lines (so the module's source map still
 * points right). The build fails when the text is no longer there once (after an upgrade): nothing
 * is left silently unpatched.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

interface LibraryPatch {
  module: RegExp;
  from: string;
  to: string;
  /** Appended to the module (imports are hoisted), so that its lines stay where they were. */
  imports?: string;
}

/** A plugin applying `patches`; `label` is what a failure tells to review. */
function patching(name: string, label: string, patches: readonly LibraryPatch[]): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      const applying = patches.filter((p) => p.module.test(id));
      if (applying.length === 0) return null;
      let patched = code;
      for (const { from, to, imports } of applying) {
        if (patched.split(from).length !== 2) this.error(`${id} no longer has "${from}" once: review ${label}`);
        patched = patched.replace(from, to) + (imports ? `\n${imports}\n` : '');
      }
      return { code: patched, map: null };
    },
  };
}

/**
 * react-admin's router sets its routes and resources again, equal, once the permissions are known:
 * a whole second render of the console before its first paint (src/routes/keptWhenSame.ts).
 */
export const routesKeptWhenUnchanged = () =>
  patching('mds-routes-kept-when-unchanged', 'routesKeptWhenUnchanged', [
    {
      module: /\/ra-core\/dist\/core\/useConfigureAdminRouterFromChildren\.js$/,
      from: 'setRoutesAndResources(newRoutesAndResources);',
      to: 'setRoutesAndResources((previous) => keptWhenSame(previous, newRoutesAndResources));',
      imports: `import { keptWhenSame } from ${JSON.stringify(path.resolve(import.meta.dirname, 'src/routes/keptWhenSame.ts'))};`,
    },
  ]);

/**
 * A library's state update that runs while React commits a screen, as a ref callback or a layout
 * effect, and so is synchronous: React renders it at once and runs the whole screen's effects with
 * it, all before the browser can paint. None of these needs to be seen in that frame: each is made
 * a transition, rendered once the screen is painted. On the policy list that is every MUI Tooltip
 * (its child's node, for placing it when open), every Select (its display node, for its menu) and
 * the filter form (react-hook-form's "ready" flag).
 */
const UPDATES_AFTER_PAINT: readonly LibraryPatch[] = [
  {
    module: /\/@mui\/material\/Tooltip\/Tooltip\.mjs$/,
    from: 'const [childNode, setChildNode] = React.useState();',
    to: 'const [childNode, setChildNodeNow] = React.useState(); const setChildNode = React.useCallback((node) => React.startTransition(() => setChildNodeNow(node)), []);',
  },
  {
    module: /\/@mui\/material\/Select\/SelectInput\.mjs$/,
    from: 'setDisplayNode(node);',
    to: 'React.startTransition(() => setDisplayNode(node));',
  },
  {
    // A press before that transition has rendered (a busy phone) opens the menu too: the select
    // takes its node from its ref at once, where it would otherwise read a node it does not have yet.
    module: /\/@mui\/material\/Select\/SelectInput\.mjs$/,
    from: 'openRef.current = openParam;\n      setMenuMinWidthState(autoWidth ? null : anchorElement.clientWidth);',
    to: 'openRef.current = openParam; const shown = displayRef.current; if (shown && shown !== displayNode) setDisplayNode(shown);\n      setMenuMinWidthState(autoWidth ? null : shown?.parentNode?.clientWidth);',
  },
  {
    module: /\/react-hook-form\/dist\/index\.esm\.mjs$/,
    from: 'updateFormState((data) => ({\n            ...data,\n            isReady: true,\n        }));',
    to: 'React.startTransition(() => updateFormState((data) => ({\n            ...data,\n            isReady: true,\n        })));',
  },
];

export const updatesAfterPaint = () => patching('mds-updates-after-paint', 'UPDATES_AFTER_PAINT', UPDATES_AFTER_PAINT);

/**
 * emotion writes a component's styles into the page in an insertion effect, that is while React
 * commits the screen, a task React cannot slice: on the policy list's first screen, some 450
 * rules, stylis compiling each and the stylesheet taking it, all in the commit's one long task.
 * Written while the component renders (what emotion does where React has no insertion effect),
 * they are written in the first screen's render, a transition React slices. The rules are the
 * same and so is every element's computed style; only the long task is shorter.
 */
export const stylesWhileRendering = () =>
  patching('mds-styles-while-rendering', 'stylesWhileRendering', [
    {
      module: /\/@emotion\/use-insertion-effect-with-fallbacks\/dist\/emotion-use-insertion-effect-with-fallbacks\.browser\.esm\.js$/,
      from: 'var useInsertionEffectAlwaysWithSyncFallback = useInsertionEffect || syncFallback;',
      to: 'var useInsertionEffectAlwaysWithSyncFallback = syncFallback;',
    },
  ]);
