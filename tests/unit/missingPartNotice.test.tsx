/** The notice of parts whose code did not download (useMissingPartNotice): one for parts failing together. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CoreAdminContext, memoryStore } from 'react-admin';
import { reportMissingCode } from '../../src/components/missingCode';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { Notification } from '../../src/layout/Notification';
import { useMissingPartNotice } from '../../src/layout/useMissingPartNotice';

const NOTICE = /^Part of the console could not be downloaded/;

function Shell() {
  useMissingPartNotice();
  return <Notification />;
}

beforeEach(() => {
  localStorage.setItem('arco-locale', 'en-US');
  render(
    <CoreAdminContext store={memoryStore()} i18nProvider={createI18nProvider([])}>
      <Shell />
    </CoreAdminContext>,
  );
});
afterEach(cleanup);

const notices = () => screen.queryAllByText(NOTICE).length;

describe('the notice of a part that could not be downloaded', () => {
  it('is one for parts failing together, with a reload', async () => {
    act(() => {
      reportMissingCode();
      reportMissingCode();
    });
    await screen.findByText(NOTICE);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    act(() => reportMissingCode());
    expect(notices()).toBe(1);

    // Closed: nothing waits behind it.
    fireEvent.keyDown(document, { key: 'Escape' });
    await expect.poll(notices).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(notices()).toBe(0);
  });

  it('comes again for a part failing after it has gone', async () => {
    act(() => reportMissingCode());
    await screen.findByText(NOTICE);
    fireEvent.keyDown(document, { key: 'Escape' });
    await expect.poll(notices).toBe(0);
    act(() => reportMissingCode());
    await screen.findByText(NOTICE);
    expect(notices()).toBe(1);
  });
});
