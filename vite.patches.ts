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
