/**
 * Finds the resource declarations: every `resources/*.ts` file's default export. Node only (it reads
 * the folder); the API, the declaration linter and the contract suite load them through it, the
 * console through Vite (src/registry).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ResourceDecl } from './schema';

export const RESOURCES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each declaration with the file it comes from (the linter names the file). */
export async function loadDeclarationFiles(dir = RESOURCES_DIR): Promise<{ file: string; decl: ResourceDecl }[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort();
  const decls: { file: string; decl: ResourceDecl }[] = [];
  for (const f of files) {
    const file = path.join(dir, f);
    decls.push({ file, decl: declarationOf(file, (await import(pathToFileURL(file).href)) as { default?: ResourceDecl }) });
  }
  return decls;
}

/** A declaration file's module, checked: its default export must be a declaration. */
export function declarationOf(file: string, mod: { default?: ResourceDecl }): ResourceDecl {
  if (!mod.default?.name || !mod.default.fields) throw new Error(`${file} must export a declaration made with defineResource() as default`);
  return mod.default;
}

export async function loadDeclarations(dir = RESOURCES_DIR): Promise<ResourceDecl[]> {
  return (await loadDeclarationFiles(dir)).map((d) => d.decl);
}
