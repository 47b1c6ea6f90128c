/**
 * The envelope HTTP client (dataProvider/http.ts) over an injected fake `fetch`: what a caller sees
 * back for every style of answer the contract allows.
 */
import { describe, it, expect } from 'vitest';
import { clientAnswering, envelope, hanging, rejection, respond } from './fakeHttp';

describe('createHttpClient: the answer', () => {
  it('resolves with the envelope data on code 20000', async () => {
    const data = { list: [{ id: 1 }], total: 1 };
    const { http } = clientAnswering(() => respond(200, envelope(data)));
    const response = await http('/api/list/policy');
    expect(response.data).toEqual(data);
    expect(response.status).toBe(200);
  });

  it('resolves on 201 with code 20000', async () => {
    const { http } = clientAnswering(() => respond(201, envelope({ id: 9 })));
    await expect(http('/api/list/policy', { method: 'POST', body: {} })).resolves.toMatchObject({ data: { id: 9 }, status: 201 });
  });

  it('rejects an HTTP 200 with a non-20000 code, with the envelope msg and code', async () => {
    const { http } = clientAnswering(() => respond(200, envelope(null, 50000, 'something broke')));
    const error = await rejection(http('/api/list/policy'));
    expect(error.message).toBe('something broke');
    expect(error.code).toBe(50000);
    expect(error.status).toBe(200);
  });

  it('rejects an envelope failure without a msg with "Error"', async () => {
    const { http } = clientAnswering(() => respond(200, JSON.stringify({ data: null, status: 'fail', code: 50000 })));
    const error = await rejection(http('/api/list/policy'));
    expect(error.message).toBe('Error');
    expect(error.code).toBe(50000);
  });

  it.each([50008, 50012, 50014])('rejects an HTTP 401 with envelope %i with that code and msg', async (code) => {
    const { http } = clientAnswering(() => respond(401, envelope(null, code, 'not logged in')));
    const error = await rejection(http('/api/list/policy'));
    expect(error.code).toBe(code);
    expect(error.status).toBe(401);
    expect(error.message).toBe('not logged in');
  });

  it('rejects an HTTP error status with an envelope, even if the envelope says 20000', async () => {
    const { http } = clientAnswering(() => respond(500, envelope({ id: 1 }, 20000, 'success')));
    const error = await rejection(http('/api/list/policy'));
    expect(error.status).toBe(500);
  });

  it('rejects a body that is not JSON with status 500 with "Request failed with status code 500"', async () => {
    const { http } = clientAnswering(() => respond(500, '<html>Internal Server Error</html>', { 'Content-Type': 'text/html' }));
    const error = await rejection(http('/api/list/policy'));
    expect(error.message).toBe('Request failed with status code 500');
    expect(error.status).toBe(500);
    expect(error.code).toBeUndefined();
  });

  it('rejects an empty error body with the status text of the HTTP client', async () => {
    const { http } = clientAnswering(() => respond(502, ''));
    const error = await rejection(http('/api/list/policy'));
    expect(error.message).toBe('Request failed with status code 502');
  });

  it('rejects a 2xx that is not an envelope with "Error"', async () => {
    const { http } = clientAnswering(() => respond(200, JSON.stringify({ list: [], total: 0 })));
    const error = await rejection(http('/api/list/policy'));
    expect(error.message).toBe('Error');
    expect(error.status).toBe(200);
  });

  it('rejects a 2xx plain-text body with "Error"', async () => {
    const { http } = clientAnswering(() => respond(200, 'OK'));
    const error = await rejection(http('/api/list/policy'));
    expect(error.message).toBe('Error');
  });

  it('rejects with "Network Error" when fetch throws', async () => {
    const { http } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(http('/api/list/policy'));
    expect(error.message).toBe('Network Error');
    expect(error.status).toBe(0);
  });

  it('rejects with exactly "timeout of 50 ms exceeded" when the server does not answer in time', async () => {
    const { http } = clientAnswering(hanging, { timeout: 50 });
    const error = await rejection(http('/api/list/policy'));
    expect(error.message).toBe('timeout of 50 ms exceeded');
    expect(error.status).toBe(0);
  });

  it('does not time out an answer that arrives in time', async () => {
    const { http } = clientAnswering(() => respond(200, envelope('fine')), { timeout: 50 });
    await expect(http('/api/list/policy')).resolves.toMatchObject({ data: 'fine' });
  });

  it('rejects with "Request aborted" when the caller aborts', async () => {
    const { http } = clientAnswering(hanging);
    const controller = new AbortController();
    const pending = http('/api/list/policy', { signal: controller.signal });
    controller.abort();
    const error = await rejection(pending);
    expect(error.message).toBe('Request aborted');
  });

  it('rejects with "Request aborted" when the caller signal is already aborted', async () => {
    const { http } = clientAnswering((_sent, signal) =>
      signal?.aborted ? Promise.reject(new DOMException('The operation was aborted.', 'AbortError')) : respond(200, envelope('sent anyway')),
    );
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(http('/api/list/policy', { signal: controller.signal }));
    expect(error.message).toBe('Request aborted');
  });

  it('maps the envelope data.errors to error.body.errors', async () => {
    const errors = { name: 'Required', number: 'Must be 2 to 12 digits' };
    const { http } = clientAnswering(() => respond(400, envelope({ errors }, 40000, 'invalid record')));
    const error = await rejection(http('/api/list/policy', { method: 'POST', body: {} }));
    expect(error.code).toBe(40000);
    expect(error.message).toBe('invalid record');
    expect(error.body?.errors).toEqual(errors);
  });

  it('has no body.errors when the failure carries none', async () => {
    const { http } = clientAnswering(() => respond(403, envelope(null, 40300, 'forbidden')));
    const error = await rejection(http('/api/list/policy'));
    expect(error.body?.errors).toBeUndefined();
  });

  it('reads Retry-After into retryAfter (seconds)', async () => {
    const { http } = clientAnswering(() => respond(429, envelope(null, 42900, 'too many'), { 'Retry-After': '60' }));
    const error = await rejection(http('/api/user/login', { method: 'POST', body: {} }));
    expect(error.code).toBe(42900);
    expect(error.retryAfter).toBe(60);
  });

  it('leaves retryAfter unset without a Retry-After header', async () => {
    const { http } = clientAnswering(() => respond(429, envelope(null, 42900, 'too many')));
    const error = await rejection(http('/api/user/login', { method: 'POST', body: {} }));
    expect(error.retryAfter).toBeUndefined();
  });

  it('reads a Retry-After HTTP date, else the envelope retryAfter, and says the wait', async () => {
    const at = new Date(Date.now() + 30_000).toUTCString();
    const { http } = clientAnswering(() => respond(429, envelope(null, 42900, 'slow down'), { 'Retry-After': at }));
    const dated = await rejection(http('/api/list/policy'));
    expect(dated.retryAfter).toBeGreaterThanOrEqual(29);
    expect(dated.retryAfter).toBeLessThanOrEqual(31);
    expect(dated.message).toBe(`too many requests, try again in ${dated.retryAfter} s`);
    const fromBody = await rejection(clientAnswering(() => respond(200, envelope({ retryAfter: 12 }, 42900, 'x'))).http('/api/x'));
    expect(fromBody.retryAfter).toBe(12);
  });

  it("shows a 40300 in the spec's words, whatever the server wrote", async () => {
    const { http } = clientAnswering(() => respond(403, envelope(null, 40300, 'Forbidden')));
    const error = await rejection(http('/api/audit/log'));
    expect(error.code).toBe(40300);
    expect(error.message).toBe('Your user group does not have the authority to perform this operation');
  });

  it('treats a bare 401 without an envelope as not logged in', async () => {
    const { http } = clientAnswering(() => respond(401, '<html>Unauthorized</html>'));
    const error = await rejection(http('/api/list/policy'));
    expect(error.code).toBe(50008);
    expect(error.message).toBe('Request failed with status code 401');
  });

  it('puts the request path (without base URL or query) on the error', async () => {
    const { http } = clientAnswering(() => respond(401, envelope(null, 50008, 'not logged in')), { baseUrl: 'https://api.example.com' });
    const error = await rejection(http('/api/user/info', { query: { a: 1 } }));
    expect(error.path).toBe('/api/user/info');
  });

  it('puts the request path on transport errors too', async () => {
    const { http } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(http('/api/list/policy/3'));
    expect(error.path).toBe('/api/list/policy/3');
  });
});
