/**
 * What the console's first mount (src/AdminRoot.tsx) has at hand, so that a phone draws it once and
 * complete: react-admin's texts in the stored locale from the first pass, the signed-in user asked
 * for with the page's code, and the default route already resolved to the workplace.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { CoreAdminContext, testDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { session } from '../../authProvider';
import { DEFAULT_ROUTE_PATH } from '../../domain/routes';
import { createProviders } from '../../src/providers';
import { declarations } from '../../src/registry/declarations';
import { currentProject, defaultRouteRedirect } from '../../src/routes';
import { createIdentityPrefetch } from '../../src/session';

const loadArgs = (path: string) => ({ request: new Request(new URL(path, 'http://console.test')), params: {} }) as unknown as LoaderFunctionArgs;

const adminContext = (providers: ReturnType<typeof createProviders>) =>
  function AdminContext({ children }: { children: ReactNode }) {
    return (
      <CoreAdminContext {...providers} dataProvider={testDataProvider()}>
        {children}
      </CoreAdminContext>
    );
  };

afterEach(() => {
  localStorage.clear();
  session.clear();
});

describe('the first mount', () => {
  it("renders react-admin's texts in the stored locale in its first pass, not after a blank one", () => {
    localStorage.setItem('arco-locale', 'en-US');
    const providers = createProviders(declarations);
    function Title() {
      return <h1>{useTranslate()('ra.action.save')}</h1>;
    }
    // No effect runs in a server render: what it returns is the first pass alone.
    const Context = adminContext(providers);
    const html = renderToString(
      <Context>
        <Title />
      </Context>,
    );
    expect(html).toContain('<h1>Save</h1>');
  });

  it("asks for the signed-in user once, with the first URL's code, and keeps the answer for react-admin's identity query", async () => {
    const providers = createProviders(declarations);
    const getIdentity = vi.spyOn(providers.authProvider, 'getIdentity').mockResolvedValue({ id: '7', fullName: 'Wang Lin' });
    const identity = createIdentityPrefetch(providers.authProvider, providers.queryClient);
    identity.loader();
    identity.loader();
    expect(getIdentity).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(providers.queryClient.getQueryData(['auth', 'getIdentity'])).toEqual({ id: '7', fullName: 'Wang Lin' }));
    // The first render's useGetIdentity finds it fresh: the navbar does not ask for it a second time.
    const { result } = renderHook(() => useGetIdentity(), { wrapper: adminContext(providers) });
    await vi.waitFor(() => expect(result.current.identity).toMatchObject({ fullName: 'Wang Lin' }));
    expect(getIdentity).toHaveBeenCalledTimes(1);
  });

  it("sends the default route to the current project's workplace in place (Back does not come back to it), and nothing else", () => {
    currentProject.set('3');
    const answer = defaultRouteRedirect(loadArgs(DEFAULT_ROUTE_PATH));
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('Location')).toBe('/project/3');
    expect(answer?.headers.get('X-Remix-Replace')).toBe('true');
    expect(defaultRouteRedirect(loadArgs('/project/3'))).toBeUndefined();
    expect(defaultRouteRedirect(loadArgs('/list/search-table'))).toBeUndefined();
  });
});
