/**
 * dataProvider/translate.ts: react-admin's simple REST dialect in, the API's
 * current/pageSize/sort/order/<field>= dialect out, and the list answer back.
 */
import { describe, it, expect } from 'vitest';
import { contentRange, isListPage, toApiRequest, writtenBody } from '../../dataProvider/translate';
import { VERSION } from '../../dataProvider/versions';
import policies from '../../resources/policies';

const endpoints = { [policies.name]: policies.endpoint };

/** A ra-data-simple-rest list URL, as it builds them. */
const listUrl = (params: { range?: [number, number]; sort?: [string, string]; filter?: Record<string, unknown> }) => {
  const q = new URLSearchParams();
  if (params.sort) q.set('sort', JSON.stringify(params.sort));
  if (params.range) q.set('range', JSON.stringify(params.range));
  q.set('filter', JSON.stringify(params.filter ?? {}));
  return `/policies?${q.toString()}`;
};

describe('toApiRequest: lists', () => {
  it('turns range, sort and filter into current, pageSize, sort, order and field parameters', () => {
    const { path, query, range } = toApiRequest(
      listUrl({ range: [0, 9], sort: ['createdTime', 'DESC'], filter: { name: 'Onco', status: 'online' } }),
      endpoints,
    );
    expect(path).toBe('/api/list/policy');
    expect(query?.get('current')).toBe('1');
    expect(query?.get('pageSize')).toBe('10');
    expect(query?.get('sort')).toBe('createdTime');
    expect(query?.get('order')).toBe('desc');
    expect(query?.get('name')).toBe('Onco');
    expect(query?.get('status')).toBe('online');
    expect(range).toEqual({ start: 0, end: 9 });
  });

  it('sends ascending order as "asc"', () => {
    const { query } = toApiRequest(listUrl({ range: [0, 9], sort: ['name', 'ASC'] }), endpoints);
    expect(query?.get('sort')).toBe('name');
    expect(query?.get('order')).toBe('asc');
  });

  it('asks for page 6 of size 10 as current=6', () => {
    const page = 6;
    const perPage = 10;
    const { query } = toApiRequest(listUrl({ range: [(page - 1) * perPage, page * perPage - 1] }), endpoints);
    expect(query?.get('current')).toBe('6');
    expect(query?.get('pageSize')).toBe('10');
  });

  it('asks for page 3 of size 25 as current=3&pageSize=25', () => {
    const { query } = toApiRequest(listUrl({ range: [50, 74] }), endpoints);
    expect(query?.get('current')).toBe('3');
    expect(query?.get('pageSize')).toBe('25');
  });

  it('repeats a parameter for an array filter value', () => {
    const { query } = toApiRequest(listUrl({ range: [0, 9], filter: { contentType: ['img', 'verticalVideo'] } }), endpoints);
    expect(query?.getAll('contentType')).toEqual(['img', 'verticalVideo']);
  });

  it('leaves out empty filter values', () => {
    const { query } = toApiRequest(listUrl({ range: [0, 9], filter: { name: '', status: null, number: '12' } }), endpoints);
    expect(query?.has('name')).toBe(false);
    expect(query?.has('status')).toBe(false);
    expect(query?.get('number')).toBe('12');
  });

  it('passes date range filters as <field>_gte / <field>_lte', () => {
    const { query } = toApiRequest(
      listUrl({ range: [0, 9], filter: { createdTime_gte: '2026-01-01T00:00:00.000Z', createdTime_lte: '2026-02-01T00:00:00.000Z' } }),
      endpoints,
    );
    expect(query?.get('createdTime_gte')).toBe('2026-01-01T00:00:00.000Z');
    expect(query?.get('createdTime_lte')).toBe('2026-02-01T00:00:00.000Z');
  });

  it('sends no sort or order when none is asked for', () => {
    const { query } = toApiRequest(listUrl({ range: [0, 9] }), endpoints);
    expect(query?.has('sort')).toBe(false);
    expect(query?.has('order')).toBe(false);
  });
});

describe('toApiRequest: getMany', () => {
  it('repeats id for each id asked for and pages by the number of ids', () => {
    const ids = [3, 17, 42];
    const { path, query } = toApiRequest(`/policies?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`, endpoints);
    expect(path).toBe('/api/list/policy');
    expect(query?.getAll('id')).toEqual(ids.map(String));
    expect(query?.get('pageSize')).toBe(String(ids.length));
    expect(query?.get('current')).toBe('1');
  });

  it('asks for at least one row for a single id', () => {
    const { query } = toApiRequest(`/policies?filter=${encodeURIComponent(JSON.stringify({ id: [5] }))}`, endpoints);
    expect(query?.getAll('id')).toEqual(['5']);
    expect(query?.get('pageSize')).toBe('1');
  });

  it('never asks for a page larger than the API allows (100)', () => {
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    const { query } = toApiRequest(`/policies?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`, endpoints);
    expect(Number(query?.get('pageSize'))).toBeLessThanOrEqual(100);
  });
});

describe('toApiRequest: records', () => {
  it('maps the record path /policies/7 to /api/list/policy/7 with no query', () => {
    const request = toApiRequest('/policies/7', endpoints);
    expect(request.path).toBe('/api/list/policy/7');
    expect(request.resource).toBe('policies');
    expect(request.id).toBe('7');
    expect(request.query).toBeUndefined();
    expect(request.range).toBeUndefined();
  });

  it('throws for a resource without a declared endpoint', () => {
    expect(() => toApiRequest('/unknown?range=[0,9]', endpoints)).toThrow(/unknown/);
    expect(() => toApiRequest('/unknown/1', endpoints)).toThrow(/No API endpoint/);
  });
});

describe('list answers', () => {
  it('builds the Content-Range react-admin reads the total from', () => {
    expect(contentRange(0, 10, 55)).toBe('items 0-9/55');
    expect(contentRange(50, 5, 55)).toBe('items 50-54/55');
    expect(contentRange(0, 0, 0)).toMatch(/\/0$/);
  });

  it('recognises {list, total} pages only', () => {
    expect(isListPage({ list: [], total: 0 })).toBe(true);
    expect(isListPage({ list: [{ id: 1 }], total: '1' })).toBe(false);
    expect(isListPage({ id: 1 })).toBe(false);
    expect(isListPage(null)).toBe(false);
  });
});

describe('writtenBody', () => {
  it('drops the id and the version a record was read at, keeps every other field, and answers the version', () => {
    expect(writtenBody(JSON.stringify({ id: 7, name: 'A', count: 0, [VERSION]: '"v1"' }))).toEqual({ body: { name: 'A', count: 0 }, version: '"v1"' });
  });

  it('leaves bodies without an id or a version, arrays and no body as they are', () => {
    expect(writtenBody(JSON.stringify({ name: 'A' }))).toEqual({ body: { name: 'A' } });
    expect(writtenBody(JSON.stringify({ name: 'A', [VERSION]: '' }))).toEqual({ body: { name: 'A' } });
    expect(writtenBody(JSON.stringify([1, 2]))).toEqual({ body: [1, 2] });
    expect(writtenBody(undefined)).toEqual({ body: undefined });
  });
});
