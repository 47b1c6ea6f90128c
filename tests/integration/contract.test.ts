/**
 * The contract suite (contract/) against the in-process fake API: every check generated from
 * every declaration in resources/, plus a throw-away declaration that only this test knows,
 * which is covered with no check written for it. The suite must leave the data as it found it,
 * but for what a declared workflow lets nobody delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractChecks } from '../../contract/checks';
import { createClient, tokensFor, type ContractClient } from '../../contract/client';
import { runChecks } from '../../contract/runner';
import { arrow, REFUSALS } from '../../contract/workflowAlong';
import { leftBehindIn } from '../../contract/workflows';
import { planInto } from '../../contract/workflowPlan';
import { makersOf } from '../../contract/workflowRecords';
import { conformanceTo } from '../../contract/conformance';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { ROLES, type FieldOf } from '../../resources/lib/schema';
import { describeApi } from '../../fake-api/openapi/describe';
import policies from '../../resources/policies';
import specimens from '../fixtures/specimens';
import { startAlteringProxy } from './alteringProxy';
import { startApi, type RunningApi } from './helpers';
import { snapshot } from './dataHelpers';

const registered = await loadDeclarations();
// The fixture is the worked example of docs/adding-a-resource.md: a reader who wrote it into resources/ has it already.
const declarations = [...registered, ...[specimens].filter((f) => !registered.some((d) => d.name === f.name))];
// Records a workflow moved past its editable states cannot be deleted through the API.
const untouched = (api: RunningApi['api']) => snapshot(api, leftBehindIn(declarations));

let running: RunningApi;
let client: ContractClient;
let before: string;

beforeAll(async () => {
  running = await startApi({ declarations });
  // Every answer is also checked against the API's description, built from the same declarations.
  client = createClient(running.baseUrl, await tokensFor(running.baseUrl, {}), conformanceTo(await describeApi(declarations)));
  before = await untouched(running.api);
});
afterAll(async () => running.stop());

describe('the contract suite against the fake API', () => {
  for (const decl of declarations) {
    describe(decl.name, () => {
      for (const c of contractChecks([decl], declarations)) it(c.name, () => c.run(client));
    });
  }

  it('covers the throw-away declaration with checks of its own fields', () => {
    const names = contractChecks([specimens]).map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['sorts by volume, ascending and descending', 'filters by frozen (boolean)', 'filters by collectedAt (date)']),
    );
    expect(names).toContain('creates, reads, updates and deletes a record as admin');
  });

  it('checks each rule of governance the declarations state, on records made the way the API makes them', () => {
    for (const decl of registered.filter((d) => d.workflow)) {
      const names = contractChecks([decl], declarations).map((c) => c.name);
      const has = (start: string) => names.some((n) => n.startsWith(start));
      const transitions = decl.workflow!.transitions;
      expect(has(`bulk: POST ${decl.endpoint}/transitions answers one result per id`), `${decl.name}: bulk`).toBe(true);
      // A system transition taken through the API is refused to every role that can reach it (none left
      // unchecked but one no declared path reaches), and at least one is reached.
      if (transitions.some((t) => t.system))
        expect(
          names.some((n) => n.includes(`: refused, ${REFUSALS.system} (`)),
          decl.name,
        ).toBe(true);
      for (const t of transitions) {
        // The owner deciding on their own record: refused to an owner, data.refusal.why notOwner (workflows.ts).
        if (t.rules?.some((r) => r.kind === 'notOwner'))
          expect(
            names.some((n) => n.startsWith(`transition ${arrow(t)} refused to `) && n.includes(`, ${REFUSALS.notOwner} (`)),
            `${decl.name}.${t.name}`,
          ).toBe(true);
        if (t.system)
          for (const role of ROLES)
            expect(
              names.filter((n) => n.startsWith(`transition ${arrow(t)} as ${role}: `)),
              `${decl.name}.${t.name} as ${role}`,
            ).toEqual([expect.stringMatching(new RegExp(`: (refused, ${REFUSALS.system} \\(|not checked, no declared path reaches )`))]);
        for (const f of (t.fields ?? []).filter((f) => f.maxDaysAhead !== undefined))
          expect(
            has(`transition ${t.name} (`) && names.some((n) => n.includes(`: ${f.field} more than ${f.maxDaysAhead} days ahead`)),
            `${decl.name}.${t.name}`,
          ).toBe(true);
        if (t.quorum) expect(has(`a quorum transition: ${t.name} (`), `${decl.name}.${t.name}`).toBe(true);
        // An effect of a transition people take, on records a person can bring to a state it leaves (a held output only an effect makes is not).
        const reachable =
          !t.system &&
          (t.effects ?? []).some((e) => {
            const target = declarations.find((d) => d.name === e.resource)!;
            const from = target.workflow!.transitions.find((x) => x.name === e.take)!.from;
            return planInto(target, from, makersOf(target, declarations)) !== undefined;
          });
        if (reachable) expect(has(`effects: ${t.name} (`), `${decl.name}.${t.name}`).toBe(true);
      }
      // Records nobody creates by hand (grants) are made by the transition that makes them (an approval).
      expect(names.filter((n) => n.includes('not checked, nobody may create'))).toEqual([]);
    }
  });

  it('fails a server that does not do what the declaration says', async () => {
    // The server runs the fixture as declared; the suite is told stricter rules the server lacks.
    const stricter = {
      ...specimens,
      fields: {
        ...specimens.fields,
        volume: { ...(specimens.fields.volume as FieldOf<'number'>), max: 100 },
        note: { ...specimens.fields.note, filter: true },
      },
    };
    const lines: string[] = [];
    const { failed } = await runChecks(client, contractChecks([stricter]), (l) => lines.push(l));
    const failures = lines.filter((l) => l.startsWith('FAIL')).map((l) => l.split('\n')[0]);
    expect(failures).toEqual([
      'FAIL specimens: filters by note (longtext)',
      'FAIL specimens: refuses invalid writes with data.errors per field (40000) and changes nothing',
    ]);
    expect(failed).toBe(2);
  });

  it('fails a server whose answers the description does not describe, naming the route and where', async () => {
    // A server of its own (the failing checks may leave records) behind a proxy that adds a field to every listed policy.
    const own = await startApi({ declarations: [policies] });
    const proxy = await startAlteringProxy(own.baseUrl, (path, body) => {
      const data = (body as { data?: { list?: Record<string, unknown>[] } }).data;
      if (path === '/api/list/policy' && Array.isArray(data?.list)) for (const row of data.list) row.secret = 'leaked';
      return body;
    });
    try {
      const lines: string[] = [];
      const altered = createClient(proxy.url, await tokensFor(proxy.url, {}), conformanceTo(await describeApi(declarations)));
      const { failed } = await runChecks(altered, contractChecks([policies]), (l) => lines.push(l));
      expect(failed).toBeGreaterThan(0);
      expect(lines.join('\n')).toContain(
        'GET /api/list/policy (HTTP 200): the answer does not match the document at /data/list/0: must NOT have additional properties (secret)',
      );
    } finally {
      await proxy.stop();
      await own.stop();
    }
  });

  it('fails a server that refuses for the wrong reason an owner deciding on their own record and a system transition', async () => {
    // A server of its own (the failing checks may leave records) behind a proxy that gives every
    // refused transition the same reason, the role's (data.refusal.why).
    const own = await startApi({ declarations });
    const proxy = await startAlteringProxy(own.baseUrl, (path, body) => {
      const answer = body as { code?: number; data?: { refusal?: { why?: string } } | null };
      if (path.endsWith('/transitions') && answer.code === 40300 && answer.data?.refusal) answer.data.refusal.why = 'role';
      return body;
    });
    try {
      const outputs = declarations.find((d) => d.name === 'outputs')!;
      const picked = contractChecks([outputs], declarations).filter(
        (c) =>
          (c.name.startsWith('transition check (') && c.name.includes(`, ${REFUSALS.notOwner} (`)) ||
          (c.name.startsWith('transition hold (') && c.name.includes(` as admin: refused, ${REFUSALS.system} (`)),
      );
      expect(picked).toHaveLength(2);
      const lines: string[] = [];
      const altered = createClient(proxy.url, await tokensFor(proxy.url, {}), conformanceTo(await describeApi(declarations)));
      const { failed } = await runChecks(altered, picked, (l) => lines.push(l));
      expect(failed).toBe(2);
      const said = lines.join('\n');
      expect(said).toContain('check by admin (created by admin): data.refusal.why must be notOwner, got {"refusal":{"why":"role"}}');
      expect(said).toContain('hold by admin (created by admin): data.refusal.why must be system, got {"refusal":{"why":"role"}}');
    } finally {
      await proxy.stop();
      await own.stop();
    }
  });

  it('left every collection as it found it', async () => {
    expect(await untouched(running.api)).toBe(before);
  });
});
