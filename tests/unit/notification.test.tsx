/** The console's messages: one at a time, 5 s each, and one that others wait behind steps aside. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { CoreAdminContext, memoryStore, testI18nProvider, useNotify, type NotificationOptions } from 'react-admin';
import { MESSAGE_DURATION, MESSAGE_YIELD, Notification } from '../../src/layout/Notification';

let notify: (message: string, options?: NotificationOptions) => void = () => undefined;

function Notifier() {
  const send = useNotify();
  useEffect(() => {
    notify = send;
  }, [send]);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <CoreAdminContext store={memoryStore()} i18nProvider={testI18nProvider()}>
      <Notifier />
      <Notification />
    </CoreAdminContext>,
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets `ms` pass in steps, so that what a timer sets off (a render, a transition) runs in time too. */
const pass = (ms: number) => {
  for (let left = ms; left > 0; left -= 50) act(() => vi.advanceTimersByTime(Math.min(50, left)));
};
const shown = (text: string) => screen.queryByText(text) !== null;
/** The snackbar's leaving transition, with room to spare. */
const LEAVING = 500;

describe('<Notification>', () => {
  it('keeps a message for its 5 seconds when nothing waits behind it', () => {
    act(() => notify('Saved'));
    pass(MESSAGE_DURATION - 200);
    expect(shown('Saved')).toBe(true);
    pass(200 + LEAVING);
    expect(shown('Saved')).toBe(false);
  });

  it('lets a newer message in soon instead of after the whole 5 seconds, in order', () => {
    act(() => notify('Done: resume data intake'));
    pass(500);
    act(() => notify('The form is not valid'));
    act(() => notify('Saved'));
    expect(shown('Done: resume data intake')).toBe(true);
    expect(shown('Saved')).toBe(false);
    pass(MESSAGE_YIELD + LEAVING);
    expect(shown('Done: resume data intake')).toBe(false);
    expect(shown('The form is not valid')).toBe(true);
    pass(MESSAGE_YIELD + LEAVING);
    expect(shown('The form is not valid')).toBe(false);
    expect(shown('Saved')).toBe(true);
    // The last one, with nothing behind it, gets its whole time, not the short one.
    pass(2 * MESSAGE_YIELD);
    expect(shown('Saved')).toBe(true);
  });

  it('does not cut short a message that offers Undo', () => {
    act(() => notify('Deleted', { undoable: true }));
    pass(500);
    act(() => notify('Saved'));
    pass(MESSAGE_DURATION - 700);
    expect(shown('Deleted')).toBe(true);
    expect(shown('Saved')).toBe(false);
    pass(200 + LEAVING);
    expect(shown('Saved')).toBe(true);
  });
});
