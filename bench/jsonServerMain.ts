/**
 * Plain json-server 0.17 over the same seeded policies as the fake API, for comparison:
 * its own router (copy, filter, sort per request), nothing of ours in front.
 * Usage: tsx bench/jsonServerMain.ts <count> [<file>]  (prints "listening <port>" once up).
 * With a file, the data is kept in it and the whole file is written again on every write, as
 * the JSON-store version of the fake API did: the anchor of the write load.
 */
import fs from 'node:fs';
import jsonServer from 'json-server';
import policies from '../resources/policies';
import { seedRecords } from '../resources/lib/seed';

const count = Number(process.argv[2] ?? 55);
const file = process.argv[3];
const data = { policies: seedRecords(policies, count) };
if (file) fs.writeFileSync(file, JSON.stringify(data));
const app = jsonServer.create();
app.use(jsonServer.bodyParser);
app.use(jsonServer.router(file ?? data));
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
