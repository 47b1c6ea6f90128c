/**
 * The description of the whole API as a demo-mode server serves it (demo-only routes marked):
 * what `npm run openapi` writes to docs/openapi.json and what the contract suite checks against.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RouteTable } from '../authorization';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { loadFeatures } from '../feature';
import { apiRoutes } from '../routes';
import type { ResourceDecl } from '../../resources/lib/schema';
import { buildDocument, type OpenApiDocument } from './document';

export const DOCUMENT_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/openapi.json');

export async function describeApi(declarations?: readonly ResourceDecl[]): Promise<OpenApiDocument> {
  const decls = declarations ?? (await loadDeclarations());
  return buildDocument({ declarations: decls, rules: new RouteTable(apiRoutes(decls, await loadFeatures()), true).rules });
}

/** The file's text: two-space JSON, as `npm run openapi` writes it (prettier leaves it alone). */
export const documentText = (document: OpenApiDocument) => `${JSON.stringify(document, null, 2)}\n`;

export const committedDocument = () => fs.readFileSync(DOCUMENT_FILE, 'utf8');
