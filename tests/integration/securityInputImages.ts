/**
 * Images for the tests of files checked by their structure: real ones (encoded by the decoders'
 * own libraries) and the files that only look like one (polyglots).
 */
import zlib from 'node:zlib';
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';

/** A real PNG of `width` × `height` pixels (a gradient, so it is not all one byte). */
export function pngImage(width = 1, height = 1): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i++) png.data[i] = i % 4 === 3 ? 255 : (i * 7) & 255;
  return PNG.sync.write(png);
}

/** A real JPEG of `width` × `height` pixels. */
export function jpegImage(width = 2, height = 2): Buffer {
  const data = Buffer.alloc(width * height * 4, 200);
  return jpeg.encode({ width, height, data }, 80).data;
}

/** Fifty rows of a patient table: what must not ride out inside an "image". */
export const PATIENT_CSV = `patient_id,name,birth_date,diagnosis\n${Array.from({ length: 50 }, (_, i) => `P${1000 + i},Patient ${i},19${50 + (i % 40)}-0${1 + (i % 9)}-1${i % 10},I${20 + (i % 60)}.${i % 10}`).join('\n')}\n`;

/** A PNG chunk as it is written: length, type, data, CRC of type and data. */
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
  return out;
};
const IEND = chunk('IEND', Buffer.alloc(0));

/** A PNG whose IHDR says something else (size, interlacing), its CRC made right again. */
export function pngWithHeader(change: { width?: number; height?: number; interlace?: number }): Buffer {
  const png = Buffer.from(pngImage());
  const ihdr = Buffer.from(png.subarray(16, 29));
  if (change.width !== undefined) ihdr.writeUInt32BE(change.width, 0);
  if (change.height !== undefined) ihdr.writeUInt32BE(change.height, 4);
  if (change.interlace !== undefined) ihdr[12] = change.interlace;
  return Buffer.concat([png.subarray(0, 8), chunk('IHDR', ihdr), png.subarray(33)]);
}

/** A real PNG of exactly `size` bytes: a private ancillary chunk (which decoders skip) fills it up. */
export function pngOfSize(size: number): Buffer {
  const png = pngImage(8, 8);
  const filler = size - png.length - 12;
  if (filler < 0) throw new Error(`a PNG of ${size} bytes cannot be made`);
  return Buffer.concat([png.subarray(0, png.length - 12), chunk('prVt', Buffer.alloc(filler, 0x2e)), IEND]);
}

/**
 * Files that only look like images, by what they hold, and whether their first and last bytes give
 * them away already (the console's check); the others only a decoder refuses (the API's).
 */
export const POLYGLOTS: readonly [what: string, bytes: Buffer, byTheirEnds: boolean][] = [
  ['a whole 1×1 PNG with a patient table appended', Buffer.concat([pngImage(), Buffer.from(PATIENT_CSV)]), true],
  ['the 8 bytes of a PNG header followed by HTML', Buffer.concat([pngImage().subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]), true],
  ['the three bytes FF D8 FF', Buffer.from([0xff, 0xd8, 0xff]), true],
  ['a whole JPEG with a table appended', Buffer.concat([jpegImage(), Buffer.from(PATIENT_CSV)]), true],
  ['a PNG with a table appended and an IEND chunk after it', Buffer.concat([pngImage(), Buffer.from(PATIENT_CSV), IEND]), false],
  [
    'a whole JPEG with a table and another end-of-image marker appended',
    Buffer.concat([jpegImage(), Buffer.from(PATIENT_CSV), Buffer.from([0xff, 0xd9])]),
    false,
  ],
  [
    'a JPEG header and end-of-image marker around a table',
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(PATIENT_CSV), Buffer.from([0xff, 0xd9])]),
    false,
  ],
  ['a PNG cut short, its IEND kept', Buffer.concat([pngImage(16, 16).subarray(0, 60), IEND]), false],
];

/** A PNG declaring more pixels than the limits allow, and one interlaced (which pngjs inflates without bound). */
export const OVERSIZED_PNG = pngWithHeader({ width: 20_000, height: 20_000 });
export const INTERLACED_PNG = pngWithHeader({ interlace: 1 });

/** A real GIF (1×1): no longer a type any field or avatar takes. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
