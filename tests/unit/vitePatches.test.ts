/**
 * Issue #19: what the build changes in libraries' modules (vite.patches.ts). react-admin's router set
 * its routes and resources again, equal, which rendered the whole console twice before its first
 * paint (src/routes/keptWhenSame.ts); MUI's Tooltip and Select and react-hook-form set state while
 * React commits a screen, which forced a synchronous render and every effect before the paint;
 * emotion wrote every style in the commit, a task React cannot slice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { keptWhenSame } from '../../src/routes/keptWhenSame';
import { routesKeptWhenUnchanged, stylesWhileRendering, updatesAfterPaint } from '../../vite.patches';

const dashboard = { name: 'dashboard' };
const policies = { name: 'policies' };
const settings = { path: '/settings' };
const state = (resources: object[], customRoutesWithLayout: object[] = [settings]) => ({ resources, customRoutesWithLayout, customRoutesWithoutLayout: [] });

describe('the routes and resources of the router', () => {
  it('stay the same state when read again with the same elements', () => {
    const previous = state([dashboard, policies]);
    expect(keptWhenSame(previous, state([dashboard, policies]))).toBe(previous);
  });

  it('change when an element is another, added, removed or moved', () => {
    const previous = state([dashboard, policies]);
    for (const next of [
      state([dashboard, { name: 'policies' }]),
      state([dashboard, policies, settings]),
      state([dashboard]),
      state([policies, dashboard]),
      state([dashboard, policies], []),
    ]) {
      expect(keptWhenSame(previous, next)).toBe(next);
    }
  });
});

/** Runs `plugin`'s transform on `code` as module `id`; what it reported as errors. */
function transformWith(plugin: Plugin, code: string, id: string) {
  const errors: string[] = [];
  const context = { error: (message: string) => errors.push(message) };
  const result = (plugin.transform as (this: typeof context, code: string, id: string) => { code: string } | null).call(context, code, id);
  return { result, errors };
}

/** The installed module at `id` and `plugin`'s patch of it, which reported nothing. */
function patchedModule(plugin: Plugin, id: string) {
  const code = fs.readFileSync(id, 'utf8');
  const { result, errors } = transformWith(plugin, code, id);
  expect(errors).toEqual([]);
  return { code, patched: result!.code };
}

/** What `plugin` reports for module `id` once the library no longer has the text it changes. */
const errorsWhenChanged = (plugin: Plugin, id: string) => transformWith(plugin, 'export default function Changed() {}', id).errors;

describe("the build's router state", () => {
  const module = path.resolve('node_modules/ra-core/dist/core/useConfigureAdminRouterFromChildren.js');
  const transform = (code: string, id: string) => transformWith(routesKeptWhenUnchanged(), code, id);

  it("routes react-admin's update of them through keptWhenSame, and only there", () => {
    const { code, patched } = patchedModule(routesKeptWhenUnchanged(), module);
    expect(patched).toContain('setRoutesAndResources((previous) => keptWhenSame(previous, newRoutesAndResources));');
    expect(patched).toMatch(/import \{ keptWhenSame \} from ".*\/src\/routes\/keptWhenSame\.ts";/);
    // Every line of the module is where it was (its source map still points right).
    expect(patched.split('\n').slice(0, 20)).toEqual(code.split('\n').slice(0, 20));
    expect(transform(code, path.resolve('node_modules/ra-core/dist/core/CoreAdminRoutes.js')).result).toBeNull();
  });

  it('fails when react-admin no longer updates them that way', () => {
    expect(errorsWhenChanged(routesKeptWhenUnchanged(), module)).toEqual([expect.stringContaining('review routesKeptWhenUnchanged')]);
  });
});

describe("the build's deferred library updates", () => {
  const modules = {
    tooltip: 'node_modules/@mui/material/Tooltip/Tooltip.mjs',
    select: 'node_modules/@mui/material/Select/SelectInput.mjs',
    form: 'node_modules/react-hook-form/dist/index.esm.mjs',
  };
  const transform = (code: string, id: string) => transformWith(updatesAfterPaint(), code, id);

  it('makes each update a transition in the installed module, keeping every line where it was', () => {
    const expected = {
      tooltip: 'const setChildNode = React.useCallback((node) => React.startTransition(() => setChildNodeNow(node)), []);',
      select: 'if (shown && shown !== displayNode) setDisplayNode(shown);',
      form: 'React.startTransition(() => updateFormState((data) => ({',
    };
    for (const [name, file] of Object.entries(modules)) {
      const { code, patched } = patchedModule(updatesAfterPaint(), path.resolve(file));
      expect(patched, name).toContain(expected[name as keyof typeof expected]);
      if (name === 'select') expect(patched).toContain('React.startTransition(() => setDisplayNode(node));');
      expect(patched.split('\n').length, name).toBe(code.split('\n').length);
    }
    expect(transform('export default 1;', path.resolve('node_modules/@mui/material/Button/Button.mjs')).result).toBeNull();
  });

  it('fails when a library no longer has the update it changes', () => {
    for (const file of Object.values(modules)) {
      const errors = errorsWhenChanged(updatesAfterPaint(), path.resolve(file));
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(error).toContain('review UPDATES_AFTER_PAINT');
    }
  });
});

describe("the build's emotion styles", () => {
  const module = path.resolve('node_modules/@emotion/use-insertion-effect-with-fallbacks/dist/emotion-use-insertion-effect-with-fallbacks.browser.esm.js');

  it('are written while a component renders; Global styles keep their insertion effect', () => {
    const { code, patched } = patchedModule(stylesWhileRendering(), module);
    expect(patched).toContain('var useInsertionEffectAlwaysWithSyncFallback = syncFallback;');
    // emotion's Global styles keep their insertion effect (they replace a whole stylesheet).
    expect(patched).toContain('var useInsertionEffectWithLayoutFallback = useInsertionEffect || React.useLayoutEffect;');
    expect(patched.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('fails when emotion no longer chooses its insertion that way', () => {
    expect(errorsWhenChanged(stylesWhileRendering(), module)).toEqual([expect.stringContaining('review stylesWhileRendering')]);
  });
});
