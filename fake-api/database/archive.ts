/**
 * The one-file format of backups and exports (`npm run db -- backup | export`): a gzip stream
 * whose first line is the manifest (JSON) and the rest the payload: for a SQLite backup the
 * database file its online backup made, else JSON lines (exchange.ts). The manifest says what the
 * payload holds (rows per table, its sha256), and is known only once the payload is written: the
 * payload is compressed to a side file first, then the manifest's own gzip member goes in front of
 * it. gunzip reads the two members as one stream (`zcat file | head -1` shows the manifest).
 */
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { AnyDb, Engine } from './tables';

export const FORMAT = 'mds-console-data';

export interface Manifest {
  format: typeof FORMAT;
  version: 1;
  /** A backup restores into the engine it was taken from; an export imports into either. */
  kind: 'backup' | 'export';
  /** `sqlite`: the database file; `jsonl`: a table header line, then one JSON array per row. */
  payload: 'sqlite' | 'jsonl';
  engine: Engine;
  /** When its snapshot was taken (ISO). */
  takenAt: string;
  /** The database it was taken from, without credentials. */
  source: string;
  /** The applied migration steps: how many, and the sha256 of their sorted names. */
  schema: { steps: number; sha256: string };
  /** Rows per table in the payload. */
  tables: Record<string, number>;
  /** Each table's next id, so that an id a deleted row had is not handed out again. */
  nextIds: Record<string, number>;
  /** The payload, uncompressed: its size and sha256. */
  bytes: number;
  sha256: string;
}

export type ManifestHead = Omit<Manifest, 'format' | 'version' | 'bytes' | 'sha256'>;

/** A file that is not a readable backup or export, or one that does not hold what its manifest says. */
export class ArchiveError extends Error {}

/** Writes the payload to a side file through `write`, then the file: the manifest's member, then the payload's. */
export async function writeArchive(file: string, fill: (write: (chunk: string | Buffer) => Promise<void>) => Promise<ManifestHead>): Promise<Manifest> {
  const [part, payloadPart] = [`${file}.part`, `${file}.payload.part`];
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  const gzip = zlib.createGzip();
  const written = pipeline(gzip, fs.createWriteStream(payloadPart, { mode: 0o600 }));
  written.catch(() => {});
  const write = async (chunk: string | Buffer) => {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    hash.update(b);
    bytes += b.length;
    if (!gzip.write(b)) await once(gzip, 'drain');
  };
  try {
    const head = await fill(write);
    gzip.end();
    await written;
    const manifest: Manifest = { format: FORMAT, version: 1, ...head, bytes, sha256: hash.digest('hex') };
    fs.writeFileSync(part, zlib.gzipSync(`${JSON.stringify(manifest)}\n`), { mode: 0o600 });
    await pipeline(fs.createReadStream(payloadPart), fs.createWriteStream(part, { flags: 'a' }));
    // On disk before it takes the name: a crash leaves the previous file, or a `.part`, never half a file.
    const fd = fs.openSync(part, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(part, file);
    return manifest;
  } finally {
    gzip.destroy();
    fs.rmSync(payloadPart, { force: true });
    fs.rmSync(part, { force: true });
  }
}

/** A read's failure as an operator reads it; `started`: the manifest was read, the payload is what fails. */
const why = (e: unknown, started: boolean) => {
  const err = e as NodeJS.ErrnoException;
  if (err instanceof ArchiveError) return err;
  if (err.code === 'ENOENT') return new ArchiveError('there is no such file');
  if (typeof err.code === 'string' && err.code.startsWith('Z_'))
    return new ArchiveError(
      started
        ? `it is damaged: its compressed data is corrupt (${err.message})`
        : `it is not a backup or export of the console, or its start is damaged (${err.message})`,
    );
  return new ArchiveError(`it cannot be read: ${err.message}`);
};

function isManifest(m: unknown): m is Manifest {
  const x = m as Manifest;
  return typeof x === 'object' && x !== null && x.format === FORMAT && x.version === 1 && typeof x.tables === 'object' && typeof x.sha256 === 'string';
}

/**
 * Opens a file: its manifest, and its payload's chunks. Read to their end, the chunks are checked
 * against the manifest: the last one throws an ArchiveError if the payload is not what it says.
 * `close` when the chunks are not read to their end.
 */
export async function openArchive(file: string): Promise<{ manifest: Manifest; chunks: AsyncGenerator<Buffer>; close: () => void }> {
  const gunzip = zlib.createGunzip();
  const source = fs.createReadStream(file);
  source.on('error', (e) => gunzip.destroy(e));
  source.pipe(gunzip);
  const close = () => {
    source.destroy();
    gunzip.destroy();
  };
  const it = gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  let manifest: Manifest | undefined;
  try {
    while (!manifest) {
      const next = await it.next();
      if (next.done) throw new ArchiveError('it is not a backup or export of the console (no manifest line)');
      head = Buffer.concat([head, next.value]);
      const nl = head.indexOf(10);
      if (nl < 0 && head.length > 1 << 20) throw new ArchiveError('it is not a backup or export of the console (no manifest line)');
      if (nl < 0) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(head.subarray(0, nl).toString('utf8'));
      } catch {
        throw new ArchiveError('it is not a backup or export of the console (its first line is not a manifest)');
      }
      if (!isManifest(parsed)) throw new ArchiveError(`it is not a backup or export of the console (no "${FORMAT}" manifest)`);
      manifest = parsed;
      head = head.subarray(nl + 1);
    }
  } catch (e) {
    close();
    throw why(e, false);
  }
  const expected = manifest;
  const first = head;
  async function* chunks(): AsyncGenerator<Buffer> {
    const hash = crypto.createHash('sha256');
    let bytes = 0;
    try {
      if (first.length) {
        hash.update(first);
        bytes += first.length;
        yield first;
      }
      for (let next = await it.next(); !next.done; next = await it.next()) {
        hash.update(next.value);
        bytes += next.value.length;
        yield next.value;
      }
    } catch (e) {
      throw why(e, true);
    } finally {
      close();
    }
    if (bytes !== expected.bytes || hash.digest('hex') !== expected.sha256)
      throw new ArchiveError(`it is damaged: its content does not match the checksum in its manifest (${bytes} bytes, ${expected.bytes} expected)`);
  }
  return { manifest, chunks: chunks(), close };
}

/** The payload's lines (a JSON-lines payload). */
export async function* linesOf(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  for await (const chunk of chunks) {
    let start = 0;
    for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, start)) {
      pending.push(chunk.subarray(start, nl));
      yield Buffer.concat(pending).toString('utf8');
      pending = [];
      start = nl + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pending.length) yield Buffer.concat(pending).toString('utf8');
}

/** The counts a payload holds against those its manifest names; throws on the first difference. */
export function checkCounts(manifest: Manifest, found: Record<string, number>): void {
  for (const table of new Set([...Object.keys(manifest.tables), ...Object.keys(found)])) {
    const [want, have] = [manifest.tables[table], found[table]];
    if (want !== have) throw new ArchiveError(`it is damaged: table ${table} holds ${have ?? 'no'} rows where its manifest says ${want ?? 'none'}`);
  }
}

/** The applied migration steps, as a manifest names them. */
export async function schemaOf(db: AnyDb): Promise<Manifest['schema']> {
  const steps = (await db.selectFrom('mds_migrations').select('step').execute()).map((r: { step: string }) => r.step).sort();
  return { steps: steps.length, sha256: crypto.createHash('sha256').update(steps.join('\n')).digest('hex') };
}

const ENGINES: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
export const engineName = (engine: Engine) => ENGINES[engine];

export const rowsListed = (counts: Record<string, number>) =>
  Object.entries(counts).map(([table, n]) => `  ${table.padEnd(24)} ${String(n).padStart(8)} row${n === 1 ? '' : 's'}`);

const size = (n: number) => (n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KiB` : `${(n / 1024 / 1024).toFixed(1)} MiB`);

/** What an operator reads of a manifest. */
export function describeManifest(m: Manifest, file: string): string[] {
  const total = Object.values(m.tables).reduce((a, b) => a + b, 0);
  return [
    `${m.kind === 'backup' ? 'Backup' : 'Export'} of ${engineName(m.engine)} ${m.source}, taken ${m.takenAt}`,
    `  file:    ${file} (${size(fs.statSync(file).size)})`,
    `  payload: ${m.payload === 'sqlite' ? 'the SQLite database file' : 'JSON lines'}, ${size(m.bytes)}, sha256 ${m.sha256}`,
    `  schema:  ${m.schema.steps} migration steps applied (sha256 ${m.schema.sha256.slice(0, 16)})`,
    `  rows:    ${total} in ${Object.keys(m.tables).length} tables`,
    ...rowsListed(m.tables),
  ];
}
