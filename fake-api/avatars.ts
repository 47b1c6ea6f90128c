/**
 * An avatar upload (`POST /api/user/upload`, features/user.ts): its raw body, read up to the limit,
 * and its checks. It is kept only as a PNG or JPEG that decodes whole (imageCheck.ts); GIF and WebP
 * are not taken (no well-kept pure-JS decoder of them: see resources/lib/files.ts).
 */
import type { Request } from 'express';
import { AVATAR_MAX_BYTES, sniffImageType } from '../domain/userProfile';
import { ApiFailure, CODES } from './envelope';
import { digestOf, imageProblem } from './imageCheck';

/** A declared size beyond this is refused without reading the body at all. */
const HARD_UPLOAD_CAP = 8 * AVATAR_MAX_BYTES;

/** The body as raw bytes, at most `max`: 41300 beyond (the rest is read and dropped so the client sees the answer). */
export function readUpload(req: Request, max = AVATAR_MAX_BYTES): Promise<Buffer> {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > HARD_UPLOAD_CAP) throw new ApiFailure(CODES.tooLarge, 'the file is larger than 5 MiB');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) chunks.push(chunk);
      else if (size > HARD_UPLOAD_CAP) req.destroy();
    });
    req.on('end', () => (size > max ? reject(new ApiFailure(CODES.tooLarge, 'the file is larger than 5 MiB')) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

const NOT_AN_IMAGE = 'Must be a PNG or JPEG image';

/** The uploaded bytes' type and the hash its URL holds; 40000 on `file` when they are not a whole image. */
export async function checkedAvatar(bytes: Buffer): Promise<{ type: string; hash: string }> {
  if (bytes.length === 0) throw new ApiFailure(CODES.badInput, 'no file', { errors: { file: 'Choose an image to upload' } });
  // Its first and last bytes say PNG or JPEG: the decoder says whether all of it is one.
  const type = sniffImageType(bytes);
  if (!type) throw new ApiFailure(CODES.badInput, 'not an image', { errors: { file: NOT_AN_IMAGE } });
  const problem = await imageProblem(bytes);
  if (problem) throw new ApiFailure(CODES.badInput, 'not an image', { errors: { file: `${NOT_AN_IMAGE} (checked by decoding it): ${problem}` } });
  return { type, hash: digestOf(bytes).slice(0, 16) };
}
