/**
 * src/store.ts: react-admin's store as the console sets it up. It does not keep react-admin's copy
 * of a list's URL params, so a list opens with what the URL and the list prefetch say.
 */
import { describe, expect, it } from 'vitest';
import { createStore } from '../../src/store';

describe('the console store', () => {
  it('keeps what the console stores but not react-admin’s copy of a list’s URL params', () => {
    const store = createStore();
    store.setup();
    store.setItem('policies.listParams', { page: 2 });
    store.setItem('mds.listState.policies', { density: 'small' });
    expect(store.getItem('policies.listParams')).toBeUndefined();
    expect(store.getItem('mds.listState.policies')).toEqual({ density: 'small' });
    store.teardown();
  });
});
