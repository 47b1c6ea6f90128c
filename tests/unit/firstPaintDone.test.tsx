/**
 * What waits for the console's first paint (src/hooks/useFirstPaintDone.ts): the inbox behind the
 * bell, the saved views, the check for a new version. They must still come, once that frame is on
 * screen, and anything mounted later must not wait for a frame again. A part given a turn comes
 * that many tasks after the others.
 */
import { describe, expect, it, vi } from 'vitest';
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

  it('with a turn, comes that many tasks later: parts that wait for the paint mount one by one', async () => {
    // A console not painted yet: the module's memory of the first paint starts anew.
    vi.resetModules();
    const fresh = await import('../../src/hooks/useFirstPaintDone');
    const seen: string[] = [];
    renderHook(() => {
      const pair = `${fresh.useFirstPaintDone()}/${fresh.useFirstPaintDone(1)}`;
      if (seen.at(-1) !== pair) seen.push(pair);
    });
    await waitFor(() => expect(seen.at(-1)).toBe('true/true'));
    expect(seen).toEqual(['false/false', 'true/false', 'true/true']);
  });
});
