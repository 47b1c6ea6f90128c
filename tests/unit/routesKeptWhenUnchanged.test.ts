/**
 * Issue #19: react-admin's router sets its routes and resources again, equal, once the permissions
 * are known, which rendered the whole console twice before its first paint. The build keeps the
 * state when nothing changed (vite.patches.ts, src/routes/keptWhenSame.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { keptWhenSame } from '../../src/routes/keptWhenSame';
import { routesKeptWhenUnchanged } from '../../vite.patches';

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

describe('the build', () => {
  const module = path.resolve('node_modules/ra-core/dist/core/useConfigureAdminRouterFromChildren.js');
  const transform = (code: string, id: string) => {
    const plugin: Plugin = routesKeptWhenUnchanged();
    const errors: string[] = [];
    const context = { error: (message: string) => errors.push(message) };
    const result = (plugin.transform as (this: typeof context, code: string, id: string) => { code: string } | null).call(context, code, id);
    return { result, errors };
  };

  it("routes react-admin's update of them through keptWhenSame, and only there", () => {
    const code = fs.readFileSync(module, 'utf8');
    const { result, errors } = transform(code, module);
    expect(errors).toEqual([]);
    expect(result!.code).toContain('setRoutesAndResources((previous) => keptWhenSame(previous, newRoutesAndResources));');
    expect(result!.code).toMatch(/import \{ keptWhenSame \} from ".*\/src\/routes\/keptWhenSame\.ts";/);
    // Every line of the module is where it was (its source map still points right).
    expect(result!.code.split('\n').slice(0, 20)).toEqual(code.split('\n').slice(0, 20));
    expect(transform(code, path.resolve('node_modules/ra-core/dist/core/CoreAdminRoutes.js')).result).toBeNull();
  });

  it('fails when react-admin no longer updates them that way', () => {
    const { errors } = transform('export const nothing = 1;', module);
    expect(errors).toEqual([expect.stringContaining('review routesKeptWhenUnchanged')]);
  });
});
