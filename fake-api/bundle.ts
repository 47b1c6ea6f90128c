/**
 * The fake API as one file, for production: `npm run build` bundles this (vite.api.config.ts) into
 * dist-api/main.js, which `npm run serve` runs with plain Node. The declarations and features are
 * found when it is built, where fake-api/main.ts finds them when it starts; both check them the same way.
 * A restart then loads one file, not hundreds of modules through a TypeScript loader.
 */
import { declarationOf } from '../resources/lib/loadDeclarations';
import type { ResourceDecl } from '../resources/lib/schema';
import { featureOf, type FeatureModule } from './feature';
import { serve } from './serve';

const declarations = Object.entries(import.meta.glob<{ default?: ResourceDecl }>(['../resources/*.ts', '!**/*.d.ts'], { eager: true }));
const features = Object.entries(import.meta.glob<Partial<FeatureModule>>(['./features/*.ts', '!**/*.d.ts'], { eager: true }));

await serve({
  declarations: declarations.map(([file, mod]) => declarationOf(file, mod)),
  features: features.map(([file, mod]) => featureOf(file, mod)),
});
