/**
 * A list's state as a URL query and back: react-admin's own parameters (filter, sort, order,
 * page, perPage) plus ours (columns, density). Pure, so saved views, shared links and the
 * persisted state all use the one format. Anything malformed is dropped, never thrown.
 */
import type { ListStateKey } from '../../../resources/lib/schema';

export const DENSITIES = ['mini', 'small', 'medium', 'large'] as const;
export type Density = (typeof DENSITIES)[number];

export interface ListState {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  page?: number;
  perPage?: number;
  /** Visible columns in their order. */
  columns?: string[];
  density?: Density;
}

/** The query parameters the codec owns; others (e.g. `view`) are left alone. */
export const STATE_PARAMS = ['filter', 'sort', 'order', 'page', 'perPage', 'columns', 'density'] as const;

const positiveInt = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 ? n : undefined;
};

function parseFilter(raw: string | null): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const v: unknown = JSON.parse(raw);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function decodeListState(search: string | URLSearchParams): ListState {
  const q = typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  const state: ListState = {};
  const filter = parseFilter(q.get('filter'));
  if (filter) state.filter = filter;
  const field = q.get('sort');
  if (field) state.sort = { field, order: q.get('order')?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
  const page = positiveInt(q.get('page'));
  if (page) state.page = page;
  const perPage = positiveInt(q.get('perPage'));
  if (perPage) state.perPage = perPage;
  const columns = q.get('columns');
  if (columns !== null) state.columns = columns.split(',').filter(Boolean);
  const density = q.get('density');
  if (density && (DENSITIES as readonly string[]).includes(density)) state.density = density as Density;
  return state;
}

/** The query (without `?`) of a state; empty parts are left out so links stay short. */
export function encodeListState(state: ListState): string {
  const q = new URLSearchParams();
  if (state.filter && Object.keys(state.filter).length > 0) q.set('filter', JSON.stringify(state.filter));
  if (state.sort) {
    q.set('sort', state.sort.field);
    q.set('order', state.sort.order);
  }
  if (state.page) q.set('page', String(state.page));
  if (state.perPage) q.set('perPage', String(state.perPage));
  if (state.columns) q.set('columns', state.columns.join(','));
  if (state.density) q.set('density', state.density);
  return q.toString();
}

/** Does the query carry any list state at all? */
export const hasListState = (search: string): boolean => {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return STATE_PARAMS.some((p) => q.has(p));
};

/** A query with the state's parameters replaced and every other parameter kept. */
export function withListState(search: string, state: ListState): string {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const p of STATE_PARAMS) q.delete(p);
  for (const [k, v] of new URLSearchParams(encodeListState(state))) q.set(k, v);
  return q.toString();
}

/** Only the parts a resource declares as persisted (`persist`); the page never persists. */
export function pickPersisted(state: ListState, keys: readonly ListStateKey[]): ListState {
  const out: ListState = {};
  if (keys.includes('filter') && state.filter) out.filter = state.filter;
  if (keys.includes('sort') && state.sort) out.sort = state.sort;
  if (keys.includes('perPage') && state.perPage) out.perPage = state.perPage;
  if (keys.includes('columns') && state.columns) out.columns = state.columns;
  if (keys.includes('density') && state.density) out.density = state.density;
  return out;
}

/**
 * The columns to show: the URL's choice, restricted to the columns the user may see, or all of
 * them in declaration order.
 */
export function visibleColumns(chosen: readonly string[] | undefined, available: readonly string[]): string[] {
  if (!chosen) return [...available];
  return chosen.filter((c, i) => available.includes(c) && chosen.indexOf(c) === i);
}
