/**
 * The library patches (patches/, applied at install by patch-package) are in the production build's
 * chunks, the build the other e2e files test (firstCommit.test.ts: what they do for the first paint).
 * Vitest's and the dev server's copies: tests/unit/libraryPatches.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY_PATCHES } from '../libraryPatches';

const assets = path.join(process.env.CONSOLE_DIST ?? 'dist', 'assets');

describe("the production build's chunks", () => {
  const chunks = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((name) => ({ name, code: fs.readFileSync(path.join(assets, name), 'utf8') }));

  it.each(LIBRARY_PATCHES.map((p) => [p.name, p] as const))('carry the patch where %s, once', (_, patch) => {
    expect(chunks.filter((c) => patch.patched.test(c.code)).map((c) => c.name)).toHaveLength(1);
  });
});
