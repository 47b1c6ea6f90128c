/**
 * Changes to a library's module that the build makes where no option reaches (each plugin says
 * why). A plugin fails the build when the code it changes is no longer there (after an upgrade):
 * nothing is left silently unpatched.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const ROUTER_STATE = /\/ra-core\/dist\/core\/useConfigureAdminRouterFromChildren\.js$/;
const ROUTER_UPDATE = 'setRoutesAndResources(newRoutesAndResources);';

/**
 * react-admin's router sets its routes and resources again, equal, once the permissions are known:
 * a whole second render of the console before its first paint (src/routes/keptWhenSame.ts).
 */
export function routesKeptWhenUnchanged(): Plugin {
  const helper = path.resolve(import.meta.dirname, 'src/routes/keptWhenSame.ts');
  return {
    name: 'mds-routes-kept-when-unchanged',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTER_STATE.test(id)) return null;
      if (!code.includes(ROUTER_UPDATE)) this.error(`${id} no longer has "${ROUTER_UPDATE}": review routesKeptWhenUnchanged`);
      // Appended (imports are hoisted), so the module's lines stay where its source map has them.
      const kept = code.replace(ROUTER_UPDATE, 'setRoutesAndResources((previous) => keptWhenSame(previous, newRoutesAndResources));');
      return { code: `${kept}\nimport { keptWhenSame } from ${JSON.stringify(helper)};\n`, map: null };
    },
  };
}

/**
 * A library's state update that runs while React commits a screen, as a ref callback or a layout
 * effect, and so is synchronous: React renders it at once and runs the whole screen's effects with
 * it, all before the browser can paint. None of these needs to be seen in that frame: each is made
 * a transition, rendered once the screen is painted. On the policy list that is every MUI Tooltip
 * (its child's node, for placing it when open), every Select (its display node, for its menu) and
 * the filter form (react-hook-form's "ready" flag).
 */
const UPDATES_AFTER_PAINT: { module: RegExp; from: string; to: string }[] = [
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
    module: /\/react-hook-form\/dist\/index\.esm\.mjs$/,
    from: 'updateFormState((data) => ({\n            ...data,\n            isReady: true,\n        }));',
    to: 'React.startTransition(() => updateFormState((data) => ({\n            ...data,\n            isReady: true,\n        })));',
  },
];

export function updatesAfterPaint(): Plugin {
  return {
    name: 'mds-updates-after-paint',
    enforce: 'pre',
    transform(code, id) {
      const patches = UPDATES_AFTER_PAINT.filter((p) => p.module.test(id));
      if (patches.length === 0) return null;
      let patched = code;
      for (const { from, to } of patches) {
        if (patched.split(from).length !== 2) this.error(`${id} no longer has "${from}" once: review UPDATES_AFTER_PAINT`);
        patched = patched.replace(from, to);
      }
      // The same lines as before, so the module's source map still points right.
      return { code: patched, map: null };
    },
  };
}
