/** A proxy in front of a server that alters its JSON answers: a back end that does not keep the contract. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startAlteringProxy(target: string, alter: (path: string, body: unknown) => unknown) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k))) as Record<
        string,
        string
      >;
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      void fetch(target + req.url, { method: req.method, headers, body })
        .then(async (answer) => {
          const text = await answer.text();
          let out = text;
          try {
            out = JSON.stringify(alter(new URL(req.url ?? '/', target).pathname, JSON.parse(text)));
          } catch {
            // Not JSON: passed on as it came.
          }
          // A record's version passed on: the description gives record answers an ETag header.
          const etag = answer.headers.get('etag');
          res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json', ...(etag && { ETag: etag }) }).end(out);
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
