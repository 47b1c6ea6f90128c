/** The "Confirm logout" question: asked once per burst of failed calls; Cancel quiets that burst only. */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CoreAdminContext, memoryStore, testI18nProvider } from 'react-admin';
import { ConfirmLogoutDialog } from '../../src/session/ConfirmLogoutDialog';
import { sessionLost } from '../../authProvider/session';

afterEach(cleanup);

function renderDialog() {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <CoreAdminContext store={memoryStore()} i18nProvider={testI18nProvider()} queryClient={queryClient}>
        <ConfirmLogoutDialog />
      </CoreAdminContext>
    </QueryClientProvider>,
  );
}

const dialogs = () => screen.queryAllByRole('dialog');
/** A failed call's report, for a request sent at `sentAt` (performance.now()). */
const failedCall = (sentAt: number) => act(() => sessionLost.emit(sentAt));

describe('<ConfirmLogoutDialog>', () => {
  it('opens one dialog for a burst of failures', () => {
    renderDialog();
    expect(dialogs()).toHaveLength(0);
    const now = performance.now();
    failedCall(now - 5);
    failedCall(now - 3);
    failedCall(now);
    expect(dialogs()).toHaveLength(1);
  });

  it('after Cancel, stays closed for late answers to requests sent before it, and asks again for a request sent after', async () => {
    renderDialog();
    const sentBeforeCancel = performance.now();
    failedCall(sentBeforeCancel);
    fireEvent.click(screen.getByRole('button', { name: 'mds.session.cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    // Stragglers: sent before Cancel, however late their answer.
    failedCall(sentBeforeCancel);
    failedCall(sentBeforeCancel - 10_000);
    expect(dialogs()).toHaveLength(0);
    // A request the console sends after Cancel meets the ended session: ask again.
    failedCall(performance.now());
    expect(screen.getByRole('button', { name: 'mds.session.relogin' })).toBeInTheDocument();
  });
});
