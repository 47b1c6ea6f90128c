/**
 * The fake API from its sources with every declaration's revisions on (as declared) or off
 * (`history: false`), for the bench's cost of keeping the past (live.ts). Both turns run this same
 * file, so the only difference between them is the revisions.
 * Usage: tsx bench/historyServerMain.ts on|off  (environment as fake-api/serve.ts reads it).
 */
import { loadDeclarations } from '../resources/lib/loadDeclarations';
import { loadFeatures } from '../fake-api/feature';
import { serve } from '../fake-api/serve';

const off = process.argv[2] === 'off';
const declarations = (await loadDeclarations()).map((d) => (off ? { ...d, history: false as const } : d));
await serve({ declarations, features: await loadFeatures() });
