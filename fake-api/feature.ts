/**
 * A feature of the fake API beyond the declared collections (dashboards, charts, forms, the
 * message box…): one file in `fake-api/features/` whose default export builds an Express router.
 * Features are found by file name, so adding one touches no other file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Request, Router } from 'express';
import { isRoleAllowed, type ResourceDecl, type RoleRule } from '../resources/lib/schema';
import type { Db } from './db';
import { ApiFailure, CODES } from './envelope';
import type { Caller, Sessions } from './sessions';
import type { Store } from './store';

export interface FeatureDeps {
  store: Store<Db>;
  sessions: Sessions;
  now: () => number;
  demo: boolean;
  declarations: readonly ResourceDecl[];
}

export type Feature = (deps: FeatureDeps) => Router;

export const FORBIDDEN_TEXT = 'Your user group does not have the authority to perform this operation';

/** The caller, if signed in (50008/50012/50014 otherwise) and of an allowed role (40300 otherwise). */
export function requireRole(sessions: Sessions, req: Request, roles: readonly RoleRule[]): Caller {
  const caller = sessions.authenticate(req);
  if (!isRoleAllowed(roles, caller.role)) throw new ApiFailure(CODES.forbidden, FORBIDDEN_TEXT);
  return caller;
}

/** A feature's own state in the store (`extras[key]`), or `fallback` before its first write. */
export const extrasOf = <T>(db: Db, key: string, fallback: T): T => (db.extras?.[key] as T | undefined) ?? fallback;

/** The next state with a feature's own state replaced. */
export const withExtras = (db: Db, key: string, value: unknown): Db => ({ ...db, extras: { ...db.extras, [key]: value } });

export const FEATURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'features');

export async function loadFeatures(dir = FEATURES_DIR): Promise<Feature[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort();
  const features: Feature[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as { default?: Feature };
    if (typeof mod.default !== 'function') throw new Error(`${path.join(dir, f)} must default-export a feature: (deps) => express.Router`);
    features.push(mod.default);
  }
  return features;
}
