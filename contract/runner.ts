/** Runs checks one after another (they share the server), reporting each as it ends. */
import type { ContractCheck } from './contractCheck';
import type { ContractClient } from './client';

export async function runChecks(client: ContractClient, checks: readonly ContractCheck[], report: (line: string) => void) {
  let passed = 0;
  let failed = 0;
  for (const c of checks) {
    try {
      await c.run(client);
      passed++;
      report(`ok   ${c.resource}: ${c.name}`);
    } catch (e) {
      failed++;
      report(`FAIL ${c.resource}: ${c.name}\n     ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { passed, failed };
}
