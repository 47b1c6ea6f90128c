/**
 * The integration suite on PostgreSQL: one throw-away cluster for the run. Each test's data folder
 * maps to a database of its own in it (helpers.ts), so a restart on the same folder finds its data.
 */
import type { TestProject } from 'vitest/node';
import { startCluster } from '../../scripts/postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startCluster({ durable: false });
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
