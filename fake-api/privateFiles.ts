/**
 * The data folder holds phone numbers, token hashes and the operation log: only the API's own
 * user may read it. The folder is 0700 and every file the API writes in it 0600, also when an older
 * version left them readable by everyone.
 */
import fs from 'node:fs';

export const PRIVATE_FILE = 0o600;

export function privateDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** Tightens a file written by an older version (new files are created 0600). */
export function keepPrivate(file: string) {
  if (fs.existsSync(file)) fs.chmodSync(file, PRIVATE_FILE);
}

/** A file that exists and is private, before a library that creates it with the default mode opens it. */
export function createPrivate(file: string) {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE));
  fs.chmodSync(file, PRIVATE_FILE);
}
