/**
 * A declaration's `seed` rules (each resources/*.ts file, as loadDeclarations.ts finds them) are for
 * the fake API's demo data, never read by the console: its build leaves them out (about 3 KB of every
 * console page's code), and so its fields' `search: true`, which only the API's search reads. They
 * are blanked where they stand, so every other line and column, and with them the source maps, stay
 * as they are.
 */
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { RESOURCES_DIR } from '../resources/lib/loadDeclarations';

export function seedsLeftToTheApi(): Plugin {
  return {
    name: 'mds-seeds-left-to-the-api',
    enforce: 'pre',
    transform(code, id) {
      if (path.dirname(id) !== RESOURCES_DIR || !id.endsWith('.ts')) return null;
      const file = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const seeds: { start: number; end: number }[] = [];
      const visit = (node: ts.Node): void => {
        const apiOnly =
          ts.isPropertyAssignment(node) &&
          ts.isIdentifier(node.name) &&
          (node.name.text === 'seed' || (node.name.text === 'search' && node.initializer.kind === ts.SyntaxKind.TrueKeyword));
        if (apiOnly) {
          seeds.push({ start: node.getStart(file), end: node.getEnd() + (code[node.getEnd()] === ',' ? 1 : 0) });
        } else ts.forEachChild(node, visit);
      };
      visit(file);
      let blanked = code;
      for (const { start, end } of seeds) blanked = blanked.slice(0, start) + blanked.slice(start, end).replace(/[^\n]/g, ' ') + blanked.slice(end);
      return { code: blanked, map: null };
    },
  };
}
