/**
 * What the console knows at its first render: react-admin's auth checks are answered
 * from the session in this tab, and its resource registry is filled from the declarations, so a
 * list renders its rows in the first pass instead of after three rounds of async answers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { CoreAdminContext, useAuthenticated, useCanAccess, usePermissions, useResourceDefinitions, testDataProvider } from 'react-admin';
import { createAuthProvider, session } from '../../authProvider';
import { createHttpClient } from '../../dataProvider';
import { DeclaredResourceDefinitions } from '../../src/engine';
import { ASKED_AHEAD_FRESH_MS, createQueryClient } from '../../src/queryClient';
import { declarations } from '../../src/registry/declarations';
import { answerAuthChecksFromSession } from '../../src/session';

const clients: ReturnType<typeof createQueryClient>[] = [];

// Unmounted, with no query left to answer after the test (this project has no global cleanup).
afterEach(() => {
  cleanup();
  clients.splice(0).forEach((c) => c.clear());
  act(() => session.clear());
});

type Seen = { authPending: boolean; listPending: boolean; canList?: boolean; canEdit?: boolean; permissions: unknown };

/** A query client answering the auth checks from the session, as the console's. */
function sessionClient() {
  const queryClient = createQueryClient();
  clients.push(queryClient);
  answerAuthChecksFromSession(queryClient, declarations);
  return queryClient;
}

/** Renders react-admin's own auth hooks and returns what each render saw. */
function renderChecks(queryClient = sessionClient()) {
  const authProvider = createAuthProvider({ http: createHttpClient({ baseUrl: 'http://127.0.0.1:9', getToken: session.token }), declarations });
  const canAccess = vi.spyOn(authProvider, 'canAccess');
  const seen: Seen[] = [];
  function Probe() {
    const auth = useAuthenticated();
    const list = useCanAccess({ resource: 'policies', action: 'list' });
    const edit = useCanAccess({ resource: 'policies', action: 'edit' });
    const { permissions } = usePermissions();
    seen.push({ authPending: auth.isPending, listPending: list.isPending, canList: list.canAccess, canEdit: edit.canAccess, permissions });
    return null;
  }
  render(
    <CoreAdminContext authProvider={authProvider} dataProvider={testDataProvider()} queryClient={queryClient}>
      <Probe />
    </CoreAdminContext>,
  );
  // The authProvider's own answers, asked behind, are in.
  const settled = () => vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { seen, canAccess, settled };
}

describe('auth checks answered from the session', () => {
  it("gives an admin's answers at the first render, in one render: the first screen does not ask again", async () => {
    act(() => session.save('t'.repeat(20), 'admin'));
    const { seen, canAccess, settled } = renderChecks();
    expect(seen[0]).toEqual({ authPending: false, listPending: false, canList: true, canEdit: true, permissions: 'admin' });
    await settled();
    // Asking again ended in a second render of everything watching the checks (the whole console).
    expect(canAccess).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });

  it('asks the authProvider once the answers are older than an answer asked ahead stays fresh', async () => {
    act(() => session.save('t'.repeat(20), 'admin'));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const queryClient = sessionClient();
      renderChecks(queryClient);
      cleanup();
      vi.setSystemTime(Date.now() + ASKED_AHEAD_FRESH_MS + 1);
      const { seen, canAccess, settled } = renderChecks(queryClient);
      await settled();
      expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'policies', action: 'list' }));
      expect(seen.at(-1)).toEqual({ authPending: false, listPending: false, canList: true, canEdit: true, permissions: 'admin' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("takes the answers of the user's role at once when an admin previews it, and the admin's back", async () => {
    act(() => session.save('t'.repeat(20), 'admin'));
    const { seen, canAccess, settled } = renderChecks();
    await settled();
    act(() => session.setPreviewRole('user'));
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ authPending: false, listPending: false, canList: true, canEdit: false, permissions: 'user' }));
    act(() => session.setPreviewRole(null));
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ authPending: false, listPending: false, canList: true, canEdit: true, permissions: 'admin' }));
    // From the session, as at the first render: nothing asked of the authProvider, nothing fetched.
    expect(canAccess).not.toHaveBeenCalled();
  });

  it("gives a user's answers, the same as the authProvider's: policies readable, not writable", async () => {
    act(() => session.save('t'.repeat(20), 'user'));
    const { seen, settled } = renderChecks();
    expect(seen[0]).toEqual({ authPending: false, listPending: false, canList: true, canEdit: false, permissions: 'user' });
    await settled();
    expect(seen.at(-1)).toEqual(seen[0]);
  });

  it('answers nothing without a session: the checks wait for the authProvider, as react-admin does', () => {
    const { seen } = renderChecks();
    expect(seen[0]).toMatchObject({ authPending: true, listPending: true, canList: undefined });
    // Unmounted at once: react-admin would go on to sign out, which is not this test's business.
    cleanup();
  });
});

describe('DeclaredResourceDefinitions', () => {
  it("fills react-admin's resource registry from the declarations at the first render", () => {
    const seen: string[][] = [];
    function Probe() {
      seen.push(Object.keys(useResourceDefinitions()));
      return null;
    }
    render(
      <CoreAdminContext dataProvider={testDataProvider()}>
        <DeclaredResourceDefinitions declarations={declarations}>
          <Probe />
        </DeclaredResourceDefinitions>
      </CoreAdminContext>,
    );
    expect(seen[0].sort()).toEqual(declarations.map((d) => d.name).sort());
    expect(seen).toHaveLength(1);
  });
});
