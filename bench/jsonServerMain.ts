/**
 * Plain json-server 0.17 over the same seeded policies as the fake API, for comparison:
 * its own router (copy, filter, sort per request), nothing of ours in front.
 * Usage: tsx bench/jsonServerMain.ts <count>  (prints "listening <port>" once up).
 */
import jsonServer from 'json-server';
import policies from '../resources/policies';
import { seedRecords } from '../resources/lib/seed';

const count = Number(process.argv[2] ?? 55);
const app = jsonServer.create();
app.use(jsonServer.router({ policies: seedRecords(policies, count) }));
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
