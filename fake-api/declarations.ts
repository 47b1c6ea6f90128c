/** Finds the resource declarations: every `resources/*.ts` file's default export. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ResourceDecl } from '../resources/lib/schema';

export const RESOURCES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../resources');

export async function loadDeclarations(dir = RESOURCES_DIR): Promise<ResourceDecl[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort();
  const decls: ResourceDecl[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as { default?: ResourceDecl };
    if (!mod.default?.name || !mod.default.fields) throw new Error(`${path.join(dir, f)} must export a declaration made with defineResource() as default`);
    decls.push(mod.default);
  }
  return decls;
}
