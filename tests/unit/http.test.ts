/**
 * The envelope HTTP client (dataProvider/http.ts) over an injected fake `fetch`: what goes out
 * (URL, token, body). What a caller sees back is in httpAnswers.test.ts.
 */
import { describe, it, expect } from 'vitest';
import { TOKEN_KEY } from '../../authProvider/session';
import { clientAnswering, envelope, respond } from './fakeHttp';

describe('createHttpClient: the request', () => {
  it('sends Authorization: Bearer <token> when a token is stored', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    const { http, sent } = clientAnswering(() => respond(200, envelope({})));
    await http('/api/user/info');
    expect(sent[0].headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { http, sent } = clientAnswering(() => respond(200, envelope({})));
    await http('/api/user/info');
    expect(sent[0].headers.has('Authorization')).toBe(false);
  });

  it('reads the token at request time, so a login or logout applies to the next call', async () => {
    const { http, sent } = clientAnswering(() => respond(200, envelope({})));
    await http('/api/a');
    localStorage.setItem(TOKEN_KEY, 'fresh');
    await http('/api/b');
    localStorage.removeItem(TOKEN_KEY);
    await http('/api/c');
    expect(sent.map((s) => s.headers.get('Authorization'))).toEqual([null, 'Bearer fresh', null]);
  });

  it('prefixes every path with the base URL', async () => {
    const { http, sent } = clientAnswering(() => respond(200, envelope({})), { baseUrl: 'https://api.example.com' });
    await http('/api/list/policy');
    expect(sent[0].url).toBe('https://api.example.com/api/list/policy');
  });

  it('uses the path as it is without a base URL, with GET by default', async () => {
    const { http, sent } = clientAnswering(() => respond(200, envelope({})));
    await http('/api/list/policy');
    expect(sent[0].url).toBe('/api/list/policy');
    expect(sent[0].method).toBe('GET');
  });

  it('appends a query object as a query string, leaving out undefined values', async () => {
    const { http, sent } = clientAnswering(() => respond(200, envelope({})));
    await http('/api/list/policy', { query: { current: 2, pageSize: 10, name: 'Onco logy', status: undefined } });
    const url = new URL(sent[0].url, 'http://host.invalid');
    expect(url.pathname).toBe('/api/list/policy');
    expect(url.searchParams.get('current')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('10');
    expect(url.searchParams.get('name')).toBe('Onco logy');
    expect(url.searchParams.has('status')).toBe(false);
  });

  it('keeps repeated parameters of a URLSearchParams query', async () => {
    const { http, sent } = clientAnswering(() => respond(200, envelope({})));
    await http('/api/list/policy', {
      query: new URLSearchParams([
        ['id', '1'],
        ['id', '2'],
      ]),
    });
    expect(new URL(sent[0].url, 'http://host.invalid').searchParams.getAll('id')).toEqual(['1', '2']);
  });

  it('adds no "?" when the query is empty', async () => {
    const { http, sent } = clientAnswering(() => respond(200, envelope({})));
    await http('/api/list/policy', { query: {} });
    expect(sent[0].url).toBe('/api/list/policy');
  });

  it('sends a body as JSON with Content-Type application/json and the given method', async () => {
    const { http, sent } = clientAnswering(() => respond(200, envelope({ token: 't', role: 'admin' })));
    const body = { username: 'admin', password: 'admin' };
    await http('/api/user/login', { method: 'POST', body });
    expect(sent[0].method).toBe('POST');
    expect(sent[0].headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(sent[0].body ?? 'null')).toEqual(body);
  });

  it('sends neither a body nor a Content-Type without a body', async () => {
    const { http, sent } = clientAnswering(() => respond(200, envelope({})));
    await http('/api/user/logout', { method: 'POST' });
    expect(sent[0].body).toBeUndefined();
    expect(sent[0].headers.has('Content-Type')).toBe(false);
  });
});
