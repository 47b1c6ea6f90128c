/**
 * The console's reader of the live stream: frames split however the network cuts them, events told
 * to every listener, a dropped stream opened again with the last event's id (nothing missed), a
 * `reset` told as such, and a refused session (401) or the API's `end` ending it for good, as does close().
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveEvents, parseFrames, type LiveMessage } from '../../dataProvider/liveEvents';
import type { LiveEvent } from '../../domain/events';

const event = (id: number, action: LiveEvent['action'] = 'update'): LiveEvent => ({
  resource: 'policies',
  id,
  action,
  revision: id * 10,
  actor: { id: 1, name: 'admin' },
  at: '2026-12-02T10:00:00.000Z',
});
const frame = (seq: number, e: LiveEvent) => `id: ${seq}\nevent: ${e.action === 'editing' ? 'presence' : 'change'}\ndata: ${JSON.stringify(e)}\n\n`;

/**
 * A fetch whose answers are streams of the given pieces (then the stream ends, unless `open`: it
 * stays silent until the request is aborted), or a status; the requests' headers are kept.
 */
function fakeFetch(answers: ({ pieces: string[]; open?: boolean } | { status: number })[]) {
  const asked: Record<string, string>[] = [];
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    asked.push({ ...(init.headers as Record<string, string>) });
    const answer = answers.shift() ?? { status: 503 };
    if ('status' in answer) return Promise.resolve(new Response('{}', { status: answer.status }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of answer.pieces) controller.enqueue(new TextEncoder().encode(piece));
        if (!answer.open) controller.close();
        else init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

let closeLast: (() => void) | undefined;
afterEach(() => closeLast?.());

describe('parseFrames', () => {
  it('reads whole frames, skips comments, joins data lines, and keeps what is not whole yet', () => {
    const frames: { id?: string; event?: string; data: string }[] = [];
    const rest = parseFrames(': heartbeat\n\nid: 7\nevent: change\ndata: {"a":\ndata: 1}\n\nid: 8\nda', (f) => frames.push(f));
    expect(frames).toEqual([{ id: '7', event: 'change', data: '{"a":\n1}' }]);
    expect(rest).toBe('id: 8\nda');
  });
});

describe('the live stream reader', () => {
  it('tells each event, however the frames are cut, and resumes after the last one with Last-Event-ID', async () => {
    const whole = frame(1, event(11)) + frame(2, event(12, 'editing'));
    const { fetch, asked } = fakeFetch([{ pieces: [': open\n\n', whole.slice(0, 30), whole.slice(30)] }, { pieces: [frame(3, event(13, 'create'))] }]);
    const heard: LiveMessage[] = [];
    const live = createLiveEvents({ getToken: () => 'token-1', fetch, retryMs: 1 });
    closeLast = live.close;
    live.subscribe((m) => heard.push(m));
    await vi.waitFor(() => expect(heard).toHaveLength(3));
    expect(heard.map((m) => (m.kind === 'event' ? [m.event.id, m.event.action] : m.kind))).toEqual([
      [11, 'update'],
      [12, 'editing'],
      [13, 'create'],
    ]);
    expect(asked[0]).toMatchObject({ Authorization: 'Bearer token-1', Accept: 'text/event-stream' });
    expect(asked[0]).not.toHaveProperty('Last-Event-ID');
    expect(asked[1]['Last-Event-ID']).toBe('2');
    expect(live.lastEventId).toBe('3');
  });

  it('opens a stream again, resuming, when it goes silent (not even a heartbeat)', async () => {
    const { fetch, asked } = fakeFetch([
      { pieces: [frame(5, event(5))], open: true },
      { pieces: [frame(6, event(6))], open: true },
    ]);
    const heard: LiveMessage[] = [];
    const live = createLiveEvents({ getToken: () => 'token-1', fetch, retryMs: 1, silentMs: 40 });
    closeLast = live.close;
    live.subscribe((m) => heard.push(m));
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(asked[1]['Last-Event-ID']).toBe('5');
  });

  it('tells a reset, and starts from a given id', async () => {
    const { fetch, asked } = fakeFetch([{ pieces: ['event: reset\ndata: {}\n\n'] }, { status: 401 }]);
    const heard: LiveMessage[] = [];
    const live = createLiveEvents({ getToken: () => 'token-1', fetch, retryMs: 1, lastEventId: '40' });
    closeLast = live.close;
    live.subscribe((m) => heard.push(m));
    await vi.waitFor(() => expect(heard).toEqual([{ kind: 'reset' }]));
    expect(asked[0]['Last-Event-ID']).toBe('40');
  });

  it('stops for good once the session is refused, and when closed', async () => {
    const refused = fakeFetch([{ status: 401 }, { pieces: [frame(1, event(1))] }]);
    const live = createLiveEvents({ getToken: () => 'token-1', fetch: refused.fetch, retryMs: 1 });
    await vi.waitFor(() => expect(refused.asked).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(refused.asked).toHaveLength(1);
    live.close();

    const signedOut = fakeFetch([{ pieces: [frame(1, event(1))] }]);
    const none = createLiveEvents({ getToken: () => null, fetch: signedOut.fetch, retryMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(signedOut.asked).toHaveLength(0);
    none.close();

    // Ended for good by the API (signed out elsewhere; a newer stream of the session): not opened again.
    const ended = fakeFetch([{ pieces: [frame(1, event(1)), 'event: end\ndata: {"reason":"signedOut"}\n\n'] }, { pieces: [frame(2, event(2))] }]);
    const told = createLiveEvents({ getToken: () => 'token-1', fetch: ended.fetch, retryMs: 1 });
    await vi.waitFor(() => expect(ended.asked).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ended.asked).toHaveLength(1);
    told.close();

    const closing = fakeFetch([{ pieces: [] }, { pieces: [] }, { pieces: [] }]);
    const closed = createLiveEvents({ getToken: () => 'token-1', fetch: closing.fetch, retryMs: 5 });
    closed.close();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(closing.asked.length).toBeLessThanOrEqual(1);
  });
});
