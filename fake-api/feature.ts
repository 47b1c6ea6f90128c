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
import type { EventStreams } from './eventStreams';
import type { JobRunner } from './jobs';
import type { Metrics } from './metrics';
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
  /** The Prometheus metrics, when METRICS_TOKEN is set (fake-api/metrics.ts). */
  metrics?: Metrics;
  /** The scheduled jobs (fake-api/scheduledJobs.ts), listed and run by the monitor. */
  jobs: JobRunner;
  /** The live streams of this process (fake-api/eventStreams.ts). */
  live: EventStreams;
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
    const file = path.join(dir, f);
    features.push(featureOf(file, (await import(pathToFileURL(file).href)) as Partial<FeatureModule>));
  }
  return features;
}

/** A feature file's module, checked: it must give its router and its routes. */
export function featureOf(file: string, mod: Partial<FeatureModule>): FeatureModule {
  if (typeof mod.default !== 'function') throw new Error(`${file} must default-export a feature: (deps) => express.Router`);
  if (!Array.isArray(mod.routes)) throw new Error(`${file} must export its routes (method, path, roles) for the authorization table`);
  return { default: mod.default, routes: mod.routes };
}
