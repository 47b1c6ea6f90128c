/**
 * What waits for the console's first paint (src/hooks/useFirstPaintDone.ts): the inbox behind the
 * bell, the saved views, the check for a new version. They must still come, once that frame is on
 * screen, and anything mounted later must not wait for a frame again.
 */
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useFirstPaintDone } from '../../src/hooks/useFirstPaintDone';

/** Every value the hook returned, render by render. */
function mount() {
  const seen: boolean[] = [];
  renderHook(() => {
    const done = useFirstPaintDone();
    seen.push(done);
    return done;
  });
  return seen;
}

describe('after the first paint', () => {
  it('is false in the first render, true once a frame has been painted, and true from the first render of a later mount', async () => {
    const first = mount();
    expect(first[0]).toBe(false);
    await waitFor(() => expect(first.at(-1)).toBe(true));
    expect(mount()).toEqual([true]);
  });
});
