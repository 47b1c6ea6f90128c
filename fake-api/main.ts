/**
 * Starts the fake API from its TypeScript sources (`npm start`, the tests): the declarations and
 * features are found in their folders when it starts. `npm run build` makes the same server as one
 * file (fake-api/bundle.ts), which `npm run serve` runs. Arguments and environment: fake-api/serve.ts.
 */
import { loadDeclarations } from '../resources/lib/loadDeclarations';
import { loadFeatures } from './feature';
import { serve } from './serve';

await serve({ declarations: await loadDeclarations(), features: await loadFeatures() });
