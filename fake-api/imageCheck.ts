/**
 * Images decoded whole before the API keeps them (contract "Limits"): an avatar or a record's file
 * is an image only if a well-kept decoder (pngjs, jpeg-js) reads all of it, with nothing after its
 * end and a sane declared size. A signature is three or eight bytes anyone can put in front of a
 * page or a table; the console checks that much (resources/lib/files.ts), the API this.
 *
 * Decoding a 5 MiB image takes seconds of pure-JS work, so it runs in a worker thread, one at a
 * time, never on the thread that answers every other request.
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { decodeBase64, isFileUpload, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, sniffImage, type ImageType } from '../resources/lib/files';

/** A decode that takes longer is given up (and the image refused): no image within the limits needs it. */
const DECODE_TIMEOUT_MS = 60_000;

/**
 * The worker's code, plain CommonJS given as text: a worker file beside this one would not be beside
 * the one-file build (dist-api/main.js). It loads the decoders from the paths the API resolved.
 * pngjs refuses a bad CRC, a first chunk other than IHDR, a missing IEND and anything after it.
 * jpeg-js stops at the first end-of-image marker and ignores what follows, so the same bytes less
 * their last two (the marker) must not decode: if they do, the image ended earlier and more follows.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { bytes, type, pngjs, jpegJs, maxPixels } = workerData;
let answer;
try {
  if (type === 'png') {
    const image = require(pngjs).PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { checkCRC: true });
    answer = { width: image.width, height: image.height };
  } else {
    const { decode } = require(jpegJs);
    const options = { useTArray: true, formatAsRGBA: false, tolerantDecoding: false, maxResolutionInMP: maxPixels / 1e6, maxMemoryUsageInMB: 1536 };
    const image = decode(bytes, options);
    answer = { width: image.width, height: image.height };
    try {
      decode(bytes.subarray(0, bytes.length - 2), options);
      answer = { error: 'more bytes follow the end of the image' };
    } catch {
      // As it should: the image ends with the file.
    }
  }
} catch {
  // The decoder's own words name the library and its insides: the answer says what they mean.
  answer = { error: 'it does not decode' };
}
parentPort.postMessage(answer);
`;

const resolve = createRequire(import.meta.url).resolve;
let decoders: { pngjs: string; jpegJs: string } | undefined;

/** What the worker answers: the decoded size, or why it could not decode. */
type Decoded = { width: number; height: number; error?: undefined } | { error: string };

function decodeInWorker(bytes: Uint8Array, type: ImageType): Promise<Decoded> {
  decoders ??= { pngjs: resolve('pngjs'), jpegJs: resolve('jpeg-js') };
  return new Promise((done) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { bytes, type, ...decoders, maxPixels: MAX_IMAGE_PIXELS } });
    let settled = false;
    const finish = (answer: Decoded) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      done(answer);
    };
    const timer = setTimeout(() => finish({ error: 'took too long to decode' }), DECODE_TIMEOUT_MS);
    worker.once('message', (m: Decoded) => finish(m));
    worker.once('error', (e: Error) => finish({ error: `decoder failed: ${e.message.slice(0, 100)}` }));
    worker.once('exit', () => finish({ error: 'decoder stopped' }));
  });
}

/** One decode at a time: a burst of uploads queues instead of taking every core. */
let queue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
};

const sizeProblem = (width: number, height: number) =>
  width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS
    ? `declares ${width} × ${height} pixels (at most ${MAX_IMAGE_SIDE} a side, ${MAX_IMAGE_PIXELS / 1e6} megapixels)`
    : undefined;

/**
 * A PNG's declared size and interlacing, read from its IHDR chunk (which pngjs requires first)
 * before anything is inflated. An interlaced PNG is refused: pngjs inflates one with no bound on
 * the output, so a few megabytes could inflate to gigabytes (the non-interlaced path is bounded).
 */
function pngHeaderProblem(bytes: Uint8Array): string | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 33 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return 'no IHDR chunk first';
  if (bytes[28] !== 0) return 'interlaced PNG images are not accepted';
  return sizeProblem(view.getUint32(16), view.getUint32(20));
}

export const digestOf = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

/**
 * The uploads of the bodies being written whose image was decoded whole on the way in: the write
 * that stores one (database/files.ts) takes the same object from the body, and knows it was.
 */
const decodedUploads = new WeakSet<object>();
export const wasDecoded = (upload: object): boolean => decodedUploads.has(upload);

/**
 * Why the bytes are not a whole PNG or JPEG within the limits; undefined when they are. Never
 * throws: a decoder's failure is a refusal.
 */
export async function imageProblem(bytes: Uint8Array): Promise<string | undefined> {
  const type = sniffImage(bytes);
  if (!type) return 'not a PNG or JPEG image, or not all of one';
  const header = type === 'png' ? pngHeaderProblem(bytes) : undefined;
  if (header) return header;
  const result = await oneAtATime(() => decodeInWorker(bytes, type));
  const problem = result.error ?? sizeProblem(result.width, result.height);
  return problem;
}

/**
 * The files of a write body whose image does not decode whole, each with why (`data.errors`);
 * undefined when there is none. Only images are decoded here (a table's check is the declared
 * rules'); what comes is checked by the field's rules after, and database/files.ts stores no
 * image that was not decoded (a file this did not see is refused there, never kept unchecked).
 */
export async function refusedUploads(body: unknown): Promise<Record<string, string> | undefined> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const errors: [string, string][] = [];
  for (const [field, value] of Object.entries(body)) {
    if (!isFileUpload(value)) continue;
    const bytes = decodeBase64(value.data);
    if (!bytes || !sniffImage(bytes)) continue;
    const problem = await imageProblem(bytes);
    if (problem) errors.push([field.slice(0, 50), `The image must be a whole PNG or JPEG (checked by decoding it): ${problem}`]);
    else decodedUploads.add(value);
  }
  return errors.length ? Object.fromEntries(errors) : undefined;
}
