import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The library patches (patches/, applied at install by patch-package), as a comment on each of the dev
 * server's pre-bundled libraries (node_modules/.vite): Vite makes them again when their options change,
 * and on its own it sees a patch added or removed but not one rewritten in place.
 */
export function libraryPatchesMark(root: string): string {
  const patchesDir = path.join(root, 'patches');
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(patchesDir).sort()) hash.update(file).update(fs.readFileSync(path.join(patchesDir, file)));
  return `/* library patches ${hash.digest('hex').slice(0, 16)} */`;
}
