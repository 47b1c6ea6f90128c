/**
 * Page code on demand: the router asks for a page's chunk as its URL changes and waits
 * for it, so the page renders at once; a page asked for while rendering shows its loading state,
 * then itself, without React.lazy's suspense (whose reveal React holds back at least 300 ms).
 */
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { createPageLoader, pageAt, pageCode } from '../../src/routes/pages';
import { usePage } from '../../src/routes/usePage';

const at = (path: string) => new URL(path, 'http://console.test');
const revalidateFor = (path: string) => ({ nextUrl: at(path) }) as ShouldRevalidateFunctionArgs;
const loadArgs = (path: string) => ({ request: new Request(at(path)), params: {} }) as unknown as LoaderFunctionArgs;

describe('page loading', () => {
  it('names the page folder of a registry route, none for a resource screen', () => {
    expect(pageAt('/list/card')).toBe('cardList');
    expect(pageAt('/result/error')).toBe('result');
    expect(pageAt('/project/7')).toBe('workplace');
    expect(pageAt('/policies/3')).toBeUndefined();
  });

  // Loading a page's code compiles it on first use: seconds on a loaded machine, so the waits are long.
  it("waits in the router for a page's code, then lets the page render with it at once", { timeout: 60_000 }, async () => {
    const pages = createPageLoader();
    expect(pages.shouldRevalidate(revalidateFor('/result/success'))).toBe(true);
    expect(pageCode('result').settled()).toBeUndefined();
    await pages.loader(loadArgs('/result/success'));
    expect(pageCode('result').settled()).toHaveProperty('value');
    // In: the next navigation there has nothing to wait for.
    expect(pages.shouldRevalidate(revalidateFor('/result/error'))).toBe(false);
    expect(pages.shouldRevalidate(revalidateFor('/policies'))).toBe(false);
    const seen: unknown[] = [];
    renderHook(() => seen.push(usePage('result')));
    expect(seen[0]).toBeTypeOf('function');
  });

  it('shows the loading state for a page asked for while rendering, then the page', { timeout: 60_000 }, async () => {
    const seen: unknown[] = [];
    renderHook(() => seen.push(usePage('exception')));
    expect(seen[0]).toBeUndefined();
    await waitFor(() => expect(seen.at(-1)).toBeTypeOf('function'), { timeout: 50_000 });
  });
});
