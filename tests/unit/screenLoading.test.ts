/**
 * The generated screens' code on demand (issue #19): the router knows which chunks a resource URL
 * needs (the list's; a record's screens for create, edit and show; both for a drawer form over the
 * list), asks for them as the URL changes and waits, so the screen renders at once.
 */
import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { ResourceDecl } from '../../resources/lib/schema';
import { recordCode } from '../../src/engine/recordScreenCode';
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

  // Loading the screens' code compiles it on first use: seconds on a loaded machine, so the wait is long.
  it("waits in the router for a screen's code, then has nothing to wait for", { timeout: 60_000 }, async () => {
    const screens = createScreenLoader(decls);
    const revalidate = (path: string) => screens.shouldRevalidate({ nextUrl: at(path) } as ShouldRevalidateFunctionArgs);
    expect(revalidate('/datasets/7')).toBe(true);
    expect(recordCode.isLoaded()).toBe(false);
    await screens.loader({ request: new Request(at('/datasets/7')), params: {} } as unknown as LoaderFunctionArgs);
    expect(recordCode.settled()).toHaveProperty('value.DeclaredEdit');
    expect(revalidate('/datasets/8')).toBe(false);
    expect(revalidate('/dashboard/workplace')).toBe(false);
    // The list's chunk is another: still to come.
    expect(revalidate('/datasets')).toBe(true);
  });
});
