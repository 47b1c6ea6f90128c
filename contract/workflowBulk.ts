/**
 * The bulk move of a declared workflow, `POST <endpoint>/transitions { ids, to, ...fields }`: one
 * result per id, in order, each the code that record would get alone (each in its own
 * transaction: a refusal stops no other). Checked on two fresh records, one the caller may move
 * and one the rules refuse them (else one in a state the transition does not leave).
 */
import type { ResourceDecl, Transition } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import { CALLERS, type Caller, type ContractClient } from './client';
import { check, expectCode } from './expect';
import { bring, codeOfRefusal, expectUnchanged, type Brought } from './workflowAlong';
import { guardRefusal } from './workflowBody';
import { canSee, planFor, planInto, refusalOf, type Plan, type Refusal } from './workflowPlan';
import { pathOf } from './workflowRecords';
import { expectHistory } from './workflowWalk';

interface BulkCase {
  t: Transition;
  by: Caller;
  allowed: Plan;
  refused: Plan;
  /** Why the second record is refused: a rule, not being seen, or a state `t` does not leave (40000). */
  refusal: Refusal | 'state';
}

interface BulkResult {
  id: unknown;
  code: number;
  msg: string;
  record?: RecordData;
  refusal?: { why?: string };
}

/** Two records for one caller and transition: one allowed, one refused (by a rule first, else its state). */
function bulkCase(decl: ResourceDecl, makers: readonly Caller[]): BulkCase | undefined {
  const ts = decl.workflow!.transitions.filter((t) => !t.system);
  const wants = [(r: Refusal | undefined) => r !== undefined && r !== 'unseen', (r: Refusal | undefined) => r === 'unseen'];
  for (const want of wants)
    for (const t of ts)
      for (const by of CALLERS) {
        const allowed = planFor(decl, t, [by], makers, (r) => r === undefined);
        const refused = allowed && planFor(decl, t, [by], makers, want);
        if (allowed && refused) return { t, by, allowed, refused, refusal: refusalOf(decl, t, by, refused.creator, refused.steps)! };
      }
  const states = decl.fields[decl.workflow!.field]?.values ?? [];
  for (const t of ts)
    for (const by of CALLERS) {
      const allowed = planFor(decl, t, [by], makers, (r) => r === undefined);
      const visible = makers.filter((m) => canSee(decl, by, m));
      const elsewhere =
        allowed &&
        planInto(
          decl,
          states.filter((s) => !t.from.includes(s)),
          visible,
        );
      if (allowed && elsewhere) return { t, by, allowed, refused: { ...elsewhere, transition: t, by }, refusal: 'state' };
    }
  return undefined;
}

/** The result of one record as a reply, to read its refusal the same way as a single call's. */
const asReply = (r: BulkResult) => ({ http: 200, body: { code: r.code, msg: r.msg, status: 'fail' as const, data: r } });

export function bulkCheck(decl: ResourceDecl, known: readonly ResourceDecl[], makers: readonly Caller[]) {
  const found = bulkCase(decl, makers);
  if (!found) return [];
  const { t, by, allowed, refused, refusal } = found;
  const expected = refusal === 'state' ? 40000 : codeOfRefusal(refusal);
  const ep = decl.endpoint;
  const field = decl.workflow!.field;
  const run = async (c: ContractClient) => {
    const brought: Brought[] = [];
    try {
      brought.push(await bring(c, decl, known, allowed));
      brought.push(await bring(c, decl, known, refused));
      const [a, b] = brought;
      const body = await a.wc.body(a.id, by, t);
      const what = `POST ${ep}/transitions as ${by} ${JSON.stringify({ ids: [a.id, b.id], to: t.to })}`;
      const answer = await c.call<{ list: BulkResult[] }>('POST', `${ep}/transitions`, { role: by, body: { ids: [a.id, b.id], ...body } });
      expectCode(answer, 20000, what);
      const list = answer.body.data?.list;
      check(Array.isArray(list) && list.length === 2, `${what}: data.list must hold one result per id, got ${JSON.stringify(answer.body.data)}`);
      check(list[0].id === a.id && list[1].id === b.id, `${what}: the results must name the ids in order, got ${JSON.stringify(list.map((r) => r.id))}`);

      // The record the caller may move: moved (or refused by a guard on the data as it is, nothing changed).
      if (list[0].code !== 20000 && guardRefusal(t, asReply(list[0]), body)) await expectUnchanged(a.wc, a.id, allowed.creator, a.steps, `a refused ${t.name}`);
      else {
        check(list[0].code === 20000, `${what}: record ${String(a.id)} must be moved (20000), got ${JSON.stringify(list[0])}`);
        const state = list[0].record?.[field];
        check(state === undefined || state === t.to, `${what}: record ${String(a.id)} answered ${field} ${String(state)}, not ${t.to}`);
        check((await a.wc.state(a.id, allowed.creator)) === t.to, `${what}: record ${String(a.id)} is not in ${t.to} afterwards`);
        await expectHistory(a.wc, a.id, allowed.creator, [...a.steps, { transition: t, by }]);
      }

      // The record the rules refuse them: the code it gets alone, with the same reason, nothing changed.
      const second = list[1];
      check(second.code === expected, `${what}: record ${String(b.id)} must be refused with ${expected} (${refusal}), got ${JSON.stringify(second)}`);
      if (refusal !== 'unseen')
        check(second.refusal?.why === refusal, `${what}: record ${String(b.id)}: refusal.why must be ${refusal}, got ${JSON.stringify(second)}`);
      await expectUnchanged(b.wc, b.id, refused.creator, b.steps, `a refused ${t.name} in bulk`);
      const alone = await b.wc.take(b.id, by, body);
      check(alone.body?.code === second.code, `${t.name} of record ${String(b.id)} alone answered ${alone.body?.code}, in bulk ${second.code}`);
      await expectUnchanged(b.wc, b.id, refused.creator, b.steps, `a refused ${t.name}`);
    } finally {
      for (const [i, x] of brought.entries()) await x.wc.forget(x.id, [allowed, refused][i].creator);
    }
  };
  const name =
    `bulk: POST ${ep}/transitions answers one result per id, the same code each would get alone ` +
    `(${t.name} by ${by}: ${pathOf(decl, known, allowed)} → 20000; ${pathOf(decl, known, refused)} → ${expected}, ${refusal})`;
  return [{ name, run }];
}
