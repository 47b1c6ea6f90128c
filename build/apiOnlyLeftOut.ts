/**
 * What of a declaration (each resources/*.ts file, as loadDeclarations.ts finds them) only the fake
 * API reads, the console's build leaves out: the `seed` rules (demo data), fields' `search: true`
 * (the API's search), and a workflow's side effects (what a transition `creates`, its `effects` on
 * other records, whom it and a new record `notify`). About 3 KB of every console page's code. They
 * are blanked where they stand, so every other line and column, and with them the source maps,
 * stay as they are. tests/unit/apiOnlyLeftOut.test.ts holds the console to never reading them.
 */
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { RESOURCES_DIR } from '../resources/lib/loadDeclarations';

/** A workflow's keys the API alone reads (resources/lib/schema.ts Workflow, Transition). */
export const WORKFLOW_API_ONLY = ['creates', 'effects', 'notify', 'notifyOnCreate'] as const;
const workflowOnly = new Set<string>(WORKFLOW_API_ONLY);

const nameOf = (node: ts.Node) => (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) ? node.name.text : undefined);

/** `code` (a declaration file) with the API's parts blanked. */
export function leaveApiOnlyOut(code: string, id = 'declaration.ts'): string {
  const file = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
  const left: { start: number; end: number }[] = [];
  const visit = (node: ts.Node, inWorkflow: boolean): void => {
    const name = nameOf(node);
    const apiOnly =
      name === 'seed' ||
      (name === 'search' && (node as ts.PropertyAssignment).initializer.kind === ts.SyntaxKind.TrueKeyword) ||
      (inWorkflow && name !== undefined && workflowOnly.has(name));
    if (apiOnly) left.push({ start: node.getStart(file), end: node.getEnd() + (code[node.getEnd()] === ',' ? 1 : 0) });
    else ts.forEachChild(node, (child) => visit(child, inWorkflow || name === 'workflow'));
  };
  visit(file, false);
  let blanked = code;
  for (const { start, end } of left) blanked = blanked.slice(0, start) + blanked.slice(start, end).replace(/[^\n]/g, ' ') + blanked.slice(end);
  return blanked;
}

export function apiOnlyLeftOut(): Plugin {
  return {
    name: 'mds-api-only-left-out',
    enforce: 'pre',
    transform(code, id) {
      if (path.dirname(id) !== RESOURCES_DIR || !id.endsWith('.ts')) return null;
      return { code: leaveApiOnlyOut(code, id), map: null };
    },
  };
}
