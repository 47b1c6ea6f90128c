/**
 * ra-data-simple-rest speaks `range=[0,9]&sort=["f","ASC"]&filter={...}` and reads the total
 * from `Content-Range`; the API speaks `current`/`pageSize`/`sort`/`order`/`<field>=` and answers
 * `{list, total}` in the envelope. These pure functions translate between the two.
 */
import { MAX_PAGE_SIZE } from '../resources/lib/schema';
import { VERSION } from './versions';

export type Endpoints = Readonly<Record<string, string>>;

/** The most ids one list read may ask for (a page's worth: more is 40000 naming `id`). */
export const MAX_IDS_PER_READ = MAX_PAGE_SIZE;

/** `ids` in slices of at most `size`, in their order (MAX_IDS_PER_READ for a read, MAX_BULK for a bulk call). */
export function idSlices<T>(ids: readonly T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let i = 0; i < ids.length; i += size) slices.push(ids.slice(i, i + size));
  return slices;
}

export interface ApiRequest {
  /** The react-admin resource the URL names. */
  resource: string;
  path: string;
  /** The record a record URL (`/<resource>/<id>`) names. */
  id?: string;
  query?: URLSearchParams;
  /** Set for list reads: the range asked for, to build the Content-Range back. */
  range?: { start: number; end: number };
}

const parseJson = <T>(raw: string | null, fallback: T): T => {
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
};

/** Adds a filter value: arrays repeat the parameter, empty values are left out. */
function appendFilter(params: URLSearchParams, key: string, value: unknown) {
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) value.forEach((v) => appendFilter(params, key, v));
  else if (typeof value !== 'object') params.append(key, String(value));
}

/** The API collection of a resource, as its declaration names it. */
export function endpointOf(resource: string, endpoints: Endpoints): string {
  const endpoint = Object.hasOwn(endpoints, resource) ? endpoints[resource] : undefined;
  if (!endpoint) throw new Error(`No API endpoint is declared for resource "${resource}"`);
  return endpoint;
}

/** The API path of a record (`<endpoint>/<id>`), or of what it holds (`…/transitions`, `…/files/<field>`: `parts` as written). */
export const recordPath = (endpoint: string, id: string | number, ...parts: string[]) => [endpoint, encodeURIComponent(String(id)), ...parts].join('/');

export function toApiRequest(url: string, endpoints: Endpoints): ApiRequest {
  const u = new URL(url, 'http://console.invalid');
  const [, resource, ...rest] = u.pathname.split('/');
  const name = decodeURIComponent(resource);
  const endpoint = endpointOf(name, endpoints);
  const path = rest.length ? `${endpoint}/${rest.join('/')}` : endpoint;
  if (rest.length) return { resource: name, path, ...(rest.length === 1 && { id: decodeURIComponent(rest[0]) }) };

  const query = new URLSearchParams();
  const filter = parseJson<Record<string, unknown>>(u.searchParams.get('filter'), {});
  const range = parseJson<[number, number] | null>(u.searchParams.get('range'), null);
  const sort = parseJson<[string, string] | null>(u.searchParams.get('sort'), null);
  let start = 0;
  let end: number;
  if (range) {
    [start, end] = range;
  } else {
    // getMany: as many as ids asked for (at most a page's worth: the data provider asks in slices).
    const ids = Array.isArray(filter.id) ? filter.id.length : 10;
    end = Math.min(Math.max(ids, 1), MAX_IDS_PER_READ) - 1;
  }
  const pageSize = end - start + 1;
  query.set('current', String(Math.floor(start / pageSize) + 1));
  query.set('pageSize', String(pageSize));
  if (sort?.[0]) {
    query.set('sort', sort[0]);
    query.set('order', sort[1]?.toUpperCase() === 'DESC' ? 'desc' : 'asc');
  }
  for (const [key, value] of Object.entries(filter)) appendFilter(query, key, value);
  return { resource: name, path, query, range: { start, end } };
}

export interface ListPage {
  list: unknown[];
  total: number;
  /** Each listed record's ETag, by id. */
  etags?: Record<string, string>;
}

export const isListPage = (data: unknown): data is ListPage =>
  typeof data === 'object' && data !== null && Array.isArray((data as ListPage).list) && typeof (data as ListPage).total === 'number';

/** The Content-Range react-admin's simple REST provider reads the total from. */
export const contentRange = (start: number, count: number, total: number) => `items ${start}-${Math.max(start + count - 1, start)}/${total}`;

/**
 * What a write sends: the record body without its id (ids belong to the server) and without the
 * version it was read at (VERSION, sent as `If-Match` instead), and that version.
 */
export function writtenBody(body: string | undefined): { body: unknown; version?: string } {
  if (body === undefined) return { body: undefined };
  const data = parseJson<unknown>(body, undefined);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { body: data };
  const { id: _id, [VERSION]: version, ...rest } = data as Record<string, unknown>;
  return { body: rest, ...(typeof version === 'string' && version !== '' && { version }) };
}
