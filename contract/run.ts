/**
 * `npm run contract -- --url http://host:port [--resource name]`: runs the contract checks of
 * every declared resource against a running server and exits non-zero on any failure.
 * Credentials: CONTRACT_<ROLE>_TOKEN per role (and CONTRACT_REVIEWER_TOKEN, a second admin, for
 * workflow steps another admin must take), else the demo login (see client.ts). Every answer
 * must also match the API's description, docs/openapi.json: the contract as this console expects
 * it, whatever server answers (a test keeps the file equal to what the declarations give).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadDeclarations } from '../resources/lib/loadDeclarations';
import { conformanceTo, type Document } from './conformance';
import { contractChecks } from './checks';
import { createClient, tokensFor } from './client';
import { runChecks } from './runner';

const { values } = parseArgs({ options: { url: { type: 'string' }, resource: { type: 'string', multiple: true } } });
if (!values.url) {
  console.error('usage: npm run contract -- --url http://host:port [--resource <name>]...');
  process.exit(2);
}
const all = await loadDeclarations();
const decls = all.filter((d) => !values.resource || values.resource.includes(d.name));
const document = JSON.parse(fs.readFileSync(new URL('../docs/openapi.json', import.meta.url), 'utf8')) as Document;
const client = createClient(values.url, await tokensFor(values.url), conformanceTo(document));
const { failed, passed } = await runChecks(client, contractChecks(decls, all), (line) => console.log(line));
console.log(`\n${passed} passed, ${failed} failed (${decls.length} resources, ${values.url})`);
process.exit(failed > 0 ? 1 : 0);
