/**
 * `npm run contract -- --url http://host:port [--resource name]`: runs the contract checks of
 * every declared resource against a running server and exits non-zero on any failure.
 * Credentials: CONTRACT_<ROLE>_TOKEN per role, else the demo login (see client.ts).
 */
import { parseArgs } from 'node:util';
import { loadDeclarations } from '../resources/lib/loadDeclarations';
import { contractChecks } from './checks';
import { createClient, tokensFor } from './client';
import { runChecks } from './runner';

const { values } = parseArgs({ options: { url: { type: 'string' }, resource: { type: 'string', multiple: true } } });
if (!values.url) {
  console.error('usage: npm run contract -- --url http://host:port [--resource <name>]...');
  process.exit(2);
}
const decls = (await loadDeclarations()).filter((d) => !values.resource || values.resource.includes(d.name));
const client = createClient(values.url, await tokensFor(values.url));
const { failed, passed } = await runChecks(client, contractChecks(decls), (line) => console.log(line));
console.log(`\n${passed} passed, ${failed} failed (${decls.length} resources, ${values.url})`);
process.exit(failed > 0 ? 1 : 0);
