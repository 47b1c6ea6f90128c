/** The list state <-> URL codec shared by the list, saved views, shared links and `persist`. */
import { describe, expect, it } from 'vitest';
import {
  decodeListState,
  encodeListState,
  hasListState,
  pickPersisted,
  visibleColumns,
  withListState,
  type ListState,
} from '../../src/engine/listState/listStateCodec';
import { viewStateOf } from '../../src/engine/views/viewState';

const full: ListState = {
  filter: { status: 'online', name: 'a&b=c ?#' },
  sort: { field: 'count', order: 'DESC' },
  page: 3,
  perPage: 50,
  columns: ['name', 'status', 'count'],
  density: 'small',
};

describe('list state codec', () => {
  it('round-trips a full state, including characters that need escaping', () => {
    const query = encodeListState(full);
    expect(decodeListState(query)).toEqual(full);
    expect(decodeListState(`?${query}`)).toEqual(full);
  });

  it("speaks react-admin's own parameter names, so its list reads the same URL", () => {
    const q = new URLSearchParams(encodeListState(full));
    expect(JSON.parse(q.get('filter')!)).toEqual(full.filter);
    expect([q.get('sort'), q.get('order'), q.get('page'), q.get('perPage')]).toEqual(['count', 'DESC', '3', '50']);
    expect(q.get('columns')).toBe('name,status,count');
  });

  it('leaves empty parts out and decodes an empty query as an empty state', () => {
    expect(encodeListState({ filter: {}, columns: undefined })).toBe('');
    expect(decodeListState('')).toEqual({});
    expect(hasListState('')).toBe(false);
    expect(hasListState('?view=3')).toBe(false);
    expect(hasListState('?density=mini')).toBe(true);
  });

  it('drops malformed parts instead of failing', () => {
    expect(decodeListState('filter=%7Bnot-json&page=-2&perPage=abc&density=huge&order=sideways&sort=name')).toEqual({ sort: { field: 'name', order: 'ASC' } });
    expect(decodeListState('filter=%5B1%2C2%5D')).toEqual({});
  });

  it('replaces only the state parameters of a query and keeps the others', () => {
    const q = new URLSearchParams(withListState('view=7&page=9&density=large', { density: 'mini' }));
    expect(q.get('view')).toBe('7');
    expect(q.get('page')).toBeNull();
    expect(q.get('density')).toBe('mini');
  });

  it('keeps only what a declaration persists, never the page', () => {
    expect(pickPersisted(full, ['sort', 'columns'])).toEqual({ sort: full.sort, columns: full.columns });
    expect(pickPersisted(full, [])).toEqual({});
    expect(pickPersisted(full, ['filter', 'sort', 'perPage', 'columns', 'density'])).not.toHaveProperty('page');
  });

  it('shows the chosen columns the user may see, in the chosen order, or all by default', () => {
    expect(visibleColumns(undefined, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(visibleColumns(['c', 'secret', 'a', 'c'], ['a', 'b', 'c'])).toEqual(['c', 'a']);
  });

  it('saves a view without its page', () => {
    expect(decodeListState(viewStateOf(encodeListState(full)))).toEqual({ ...full, page: undefined });
    expect(viewStateOf(encodeListState(full))).not.toContain('page=');
  });

  it('saves an untouched list as the sort and page size it shows, the URL winning', () => {
    const shown = { sort: { field: 'name', order: 'ASC' as const }, perPage: 10 };
    expect(decodeListState(viewStateOf('', shown))).toEqual(shown);
    expect(decodeListState(viewStateOf('?perPage=50', shown))).toEqual({ ...shown, perPage: 50 });
  });
});
