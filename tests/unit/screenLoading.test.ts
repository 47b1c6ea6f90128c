/**
 * The generated screens' code on demand: the router knows which chunks a resource URL
 * needs (the list's; a record's screens for create, edit and show; both for a drawer form over the
 * list) and asks for them as the URL changes; the first load waits for them, so the console renders
 * with its screen in one pass.
 */
import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ResourceDecl } from '../../resources/lib/schema';
import { recordCode } from '../../src/engine/lazy';
import { createScreenLoader, screensAt } from '../../src/engine/screens';

const decls = [{ name: 'datasets' }, { name: 'views', formMode: 'drawer' }, { name: 'policies', listPath: '/list/search-table' }] as unknown as ResourceDecl[];
const at = (path: string) => new URL(path, 'http://console.test');
const chunksAt = (path: string) => screensAt(path, decls).map((code) => (code === recordCode ? 'record' : 'list'));

describe('screen loading', () => {
  it("names the chunks of a resource's screens, none for a page or a list shown by a page", () => {
    expect(chunksAt('/datasets')).toEqual(['list']);
    expect(chunksAt('/datasets/create')).toEqual(['record']);
    expect(chunksAt('/datasets/7')).toEqual(['record']);
    expect(chunksAt('/datasets/7/show')).toEqual(['record']);
    expect(chunksAt('/views/create')).toEqual(['list', 'record']);
    expect(chunksAt('/views/3')).toEqual(['list', 'record']);
    expect(chunksAt('/views/3/show')).toEqual(['record']);
    expect(chunksAt('/policies')).toEqual([]);
    expect(chunksAt('/dashboard/workplace')).toEqual([]);
    expect(chunksAt('/datasetsX')).toEqual([]);
  });

  // Loading the screens' code compiles it on first use: seconds on a loaded machine, so the waits are long.
  it("waits on the first load for the screen's code; a later navigation asks for it and goes on", { timeout: 60_000 }, async () => {
    const screens = createScreenLoader(decls);
    const load = (path: string) => screens.loader({ request: new Request(at(path)), params: {} } as unknown as LoaderFunctionArgs);
    expect(recordCode.isLoaded()).toBe(false);
    await load('/datasets/7');
    expect(recordCode.settled()).toHaveProperty('value.DeclaredEdit');
    // The list's chunk is another: asked for, not waited for (the list shows its loading state meanwhile).
    const [listCode] = screensAt('/datasets', decls);
    await load('/datasets');
    expect(listCode.isLoaded()).toBe(false);
    await vi.waitFor(() => expect(listCode.settled()).toHaveProperty('value.DeclaredList'), { timeout: 50_000 });
  });
});
