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

/** By file name, as the loaders sort them: the order of routes and of the description's paths is the same both ways. */
const byFile = <T>(modules: Record<string, T>) => Object.entries(modules).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const declarations = byFile(import.meta.glob<{ default?: ResourceDecl }>(['../resources/*.ts', '!**/*.d.ts'], { eager: true }));
const features = byFile(import.meta.glob<Partial<FeatureModule>>(['./features/*.ts', '!**/*.d.ts'], { eager: true }));

await serve({
  declarations: declarations.map(([file, mod]) => declarationOf(file, mod)),
  features: features.map(([file, mod]) => featureOf(file, mod)),
});
