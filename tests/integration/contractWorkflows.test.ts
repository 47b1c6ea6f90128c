/**
 * The contract suite's workflow checks (contract/workflows.ts) against the in-process fake API,
 * on the workflow fixture (proposals, whose approval makes permits): every transition taken by
 * every role, each rule, required fields, refused moves, history and what a transition creates.
 * Its own server: the checks leave records a workflow no longer lets anyone delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractChecks } from '../../contract/checks';
import { createClient, tokensFor, type ContractClient } from '../../contract/client';
import { conformanceTo } from '../../contract/conformance';
import { runChecks } from '../../contract/runner';
import { describeApi } from '../../fake-api/openapi/describe';
import { ROLES, type ResourceDecl } from '../../resources/lib/schema';
import { permits, proposals } from '../fixtures/proposals';
import { leftBehindIn } from '../../contract/workflows';
import { startApi, type RunningApi } from './helpers';
import { snapshot } from './dataHelpers';

const declarations = [proposals, permits];
let running: RunningApi;
let client: ContractClient;
let before: string;
// Records a workflow moved past its editable states, and permits, cannot be deleted through the API.
const untouched = (api: RunningApi['api']) => snapshot(api, leftBehindIn(declarations));

beforeAll(async () => {
  running = await startApi({ declarations });
  client = createClient(running.baseUrl, await tokensFor(running.baseUrl, {}), conformanceTo(await describeApi(declarations)));
  before = await untouched(running.api);
});
afterAll(async () => running.stop());

const transitionChecks = (decl: ResourceDecl, role: string) =>
  contractChecks([decl]).filter((c) => c.name.startsWith('transition ') && c.name.includes(` as ${role}: `));

describe('the contract suite against a declared workflow', () => {
  for (const decl of declarations) {
    describe(decl.name, () => {
      for (const c of contractChecks([decl], declarations)) it(c.name, () => c.run(client));
    });
  }

  it('has a check for every transition taken by every role, none of them left unchecked', () => {
    const transitions = proposals.workflow?.transitions ?? [];
    for (const role of ROLES) {
      const names = transitionChecks(proposals, role).map((c) => c.name);
      expect(names).toHaveLength(transitions.length);
      for (const t of transitions) expect(names.filter((n) => n.startsWith(`transition ${t.name} (`))).toHaveLength(1);
    }
    expect(contractChecks([proposals]).filter((c) => c.name.includes('not checked'))).toEqual([]);
  });

  it('fails a server that does not keep a rule the declaration states', async () => {
    // The server keeps the fixture's rules; the suite is told that only the owner may also check.
    const stricter = {
      ...proposals,
      workflow: {
        ...proposals.workflow!,
        transitions: proposals.workflow!.transitions.map((t) => (t.name === 'check' ? { ...t, rules: [{ kind: 'owner' as const }] } : t)),
      },
    };
    const lines: string[] = [];
    const { failed } = await runChecks(client, contractChecks([stricter], declarations), (l) => lines.push(l));
    const failures = lines.filter((l) => l.startsWith('FAIL')).map((l) => l.split('\n')[0]);
    expect(failures).toContain('FAIL proposals: transition check (submitted → checked) refused to reviewer, not the owner (created by admin, submit by admin)');
    expect(failed).toBeGreaterThan(0);
  });

  it('fails a server that lets an owner decide on their own record', async () => {
    // The server lets an admin check a proposal of their own; the suite is told that no owner may (notOwner).
    const stricter = {
      ...proposals,
      workflow: {
        ...proposals.workflow!,
        transitions: proposals.workflow!.transitions.map((t) => (t.name === 'check' ? { ...t, rules: [{ kind: 'notOwner' as const }] } : t)),
      },
    };
    const lines: string[] = [];
    const { failed } = await runChecks(client, contractChecks([stricter], declarations), (l) => lines.push(l));
    const failures = lines.filter((l) => l.startsWith('FAIL')).map((l) => l.split('\n')[0]);
    expect(failures).toEqual([
      'FAIL proposals: transition check (submitted → checked) refused to admin, the owner deciding on their own record (created by admin, submit by admin)',
    ]);
    expect(lines.join('\n')).toContain(
      'check by admin (created by admin, submit by admin), which must be refused (the owner deciding on their own record): expected code 40300, got HTTP 200',
    );
    expect(failed).toBe(1);
  });

  it('left users, sessions and every other collection as it found them', async () => {
    expect(await untouched(running.api)).toBe(before);
  });
});
