/**
 * A feature of the fake API beyond the declared collections (dashboards, charts, forms, the
 * message box…): one file in `fake-api/features/` whose default export builds an Express router.
 * Features are found by file name, so adding one touches no other file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Router } from 'express';
import type { ResourceDecl } from '../resources/lib/schema';
import type { RouteRule } from './authorization';
import type { Data } from './data';
import type { AuthLimits } from './rateLimit';
import type { Sessions } from './sessions';
import type { SmsGateway } from './sms';

export interface FeatureDeps {
  data: Data;
  sessions: Sessions;
  now: () => number;
  demo: boolean;
  declarations: readonly ResourceDecl[];
  /** Sign-in rate limits and SMS code rules, shared by every sign-in route. */
  authLimits: AuthLimits;
  sms: SmsGateway;
}

export type Feature = (deps: FeatureDeps) => Router;

/**
 * A feature file: its router, and its rows of the authorization table (every method and path the
 * router serves, with the roles allowed). A route missing from `routes` is refused (fail-closed).
 */
export interface FeatureModule {
  default: Feature;
  routes: readonly RouteRule[];
}

export const FEATURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'features');

export async function loadFeatures(dir = FEATURES_DIR): Promise<FeatureModule[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort();
  const features: FeatureModule[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as Partial<FeatureModule>;
    if (typeof mod.default !== 'function') throw new Error(`${path.join(dir, f)} must default-export a feature: (deps) => express.Router`);
    if (!Array.isArray(mod.routes)) throw new Error(`${path.join(dir, f)} must export its routes (method, path, roles) for the authorization table`);
    features.push({ default: mod.default, routes: mod.routes });
  }
  return features;
}
