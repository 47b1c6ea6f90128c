/**
 * The workflow checks of governance, from the declaration: a date bound ahead (`maxDaysAhead`)
 * refuses one beyond it or past, a quorum needs as many different users, effects move the records
 * that name the moved one (workflowCascade.ts), and a bulk move answers for each record what it
 * would answer alone (workflowBulk.ts). That no owner decides on their own record (`notOwner`) and
 * nobody takes a `system` transition through the API are refusals as the others are: workflows.ts
 * checks them, with `data.refusal.why`, per rule and per role.
 */
import type { ResourceDecl, Transition } from '../resources/lib/schema';
import { CALLERS, type Caller, type ContractClient } from './client';
import { check, expectCode, expectFieldErrors } from './expect';
import { along, arrow, expectUnchanged } from './workflowAlong';
import { daysAhead, PAST, refusalIn } from './workflowBody';
import { createdRecords } from './workflowEffects';
import { allowedTakers, planFor, type Plan } from './workflowPlan';
import { pathOf } from './workflowRecords';
import { expectHistory, quorumHolds } from './workflowWalk';
import { bulkCheck } from './workflowBulk';
import { effectChecks } from './workflowCascade';

type Check = { name: string; run: (client: ContractClient) => Promise<void> };

/** A transition field bound ahead: a date beyond its `maxDaysAhead`, and one past, are refused naming it. */
function maxDaysAheadChecks(decl: ResourceDecl, known: readonly ResourceDecl[], makers: readonly Caller[]): Check[] {
  return decl.workflow!.transitions.flatMap((t) => {
    const bound = (t.fields ?? []).filter((f) => f.maxDaysAhead !== undefined);
    const plan = bound.length ? planFor(decl, t, CALLERS, makers, (r) => r === undefined) : undefined;
    if (!plan) return [];
    return bound.map((f) => ({
      name: `transition ${arrow(t)}: ${f.field} more than ${f.maxDaysAhead} days ahead, or past, is refused (40000 naming ${f.field}), nothing changed`,
      run: (c: ContractClient) =>
        along(c, decl, known, plan, async (id, wc, steps) => {
          for (const date of [daysAhead(f.maxDaysAhead! + 2), PAST]) {
            const answer = await wc.takeWith(id, plan.by, t, { [f.field]: date });
            expectFieldErrors(answer, [f.field], `${t.name} by ${plan.by} with ${f.field} ${date}`);
          }
          await expectUnchanged(wc, id, plan.creator, steps, `${t.name} refused`);
        }),
    }));
  });
}

/** A plan for a quorum transition whose takers the rules allow are enough for it. */
function quorumPlan(decl: ResourceDecl, t: Transition, makers: readonly Caller[]): Plan | undefined {
  for (const creator of makers) {
    const plan = planFor(decl, t, CALLERS, [creator], (r) => r === undefined);
    if (plan && allowedTakers(decl, t, plan.creator, plan.steps).length >= t.quorum!.count) return plan;
  }
  return undefined;
}

/**
 * A record whose references make the quorum needed: the first taker's approval is kept without a
 * move, the same user again is refused (40300, why quorum), and `count` different users move it.
 */
function quorumChecks(decl: ResourceDecl, known: readonly ResourceDecl[], makers: readonly Caller[]): Check[] {
  return decl.workflow!.transitions.flatMap((t) => {
    const target = known.find((d) => d.name === decl.fields[t.quorum?.when.via ?? '']?.reference);
    const plan = t.quorum && target?.fields[t.quorum.when.field] ? quorumPlan(decl, t, makers) : undefined;
    if (!plan || !t.quorum) return [];
    const { count, when } = t.quorum;
    const takers = allowedTakers(decl, t, plan.creator, plan.steps).slice(0, count);
    return [
      {
        name: `a quorum transition: ${arrow(t)} while ${when.via} names a record with ${when.field} ${when.values.join(' or ')} is taken by ${count} different users (${takers.join(', ')}); the same user twice is refused (40300, refusal.why quorum) (${pathOf(decl, known, plan)})`,
        run: (c: ContractClient) =>
          along(
            c,
            decl,
            known,
            plan,
            async (id, wc, steps) => {
              check(
                await quorumHolds(c, wc, known, t, id, plan.creator),
                `the record made does not name a ${target!.name} record with ${when.field} ${when.values.join(' or ')}`,
              );
              const from = steps.at(-1)?.transition.to;
              const effects = t.creates ? createdRecords(c, decl, t, known, id, plan.creator) : undefined;
              const before = await effects?.count();
              let kept = (await wc.history(id, plan.creator)).length;
              for (const [i, who] of takers.slice(0, -1).entries()) {
                const approved = await wc.takeWith(id, who, t);
                expectCode(approved, 20000, `approval ${i + 1} of ${count} of ${t.name} by ${who}`);
                check((await wc.state(id, plan.creator)) === from, `approval ${i + 1} of ${count} of ${t.name} by ${who} moved the record`);
                const list = await wc.history(id, plan.creator);
                const entry = list.at(-1);
                check(
                  list.length === kept + 1 && entry?.transition === t.name && entry.from === from && entry.to === from,
                  `approval ${i + 1} of ${count} must be kept as ${t.name} ${from} → ${from}, got ${JSON.stringify(list.slice(kept))}`,
                );
                kept = list.length;
                if (effects) check((await effects.count()) === before, `an approval short of the quorum made a record already`);
                const again = await wc.takeWith(id, who, t);
                expectCode(again, 40300, `${t.name} by ${who} a second time`);
                check(
                  refusalIn(again)?.why === 'quorum',
                  `${t.name} by ${who} a second time: data.refusal.why must be quorum, got ${JSON.stringify(again.body.data)}`,
                );
                check((await wc.history(id, plan.creator)).length === kept, `a refused second approval was kept in the history`);
              }
              const last = takers.at(-1)!;
              const given = await wc.body(id, last, t);
              expectCode(await wc.take(id, last, given), 20000, `the approval of ${t.name} by ${last} that makes the quorum`);
              check((await wc.state(id, plan.creator)) === t.to, `${count} approvals of ${t.name} did not move the record to ${t.to}`);
              await expectHistory(wc, id, plan.creator, [...steps, { transition: t, by: last, partial: takers.slice(0, -1) }]);
              if (effects) await effects.expectOneMore(before ?? 0, given);
            },
            { want: 'quorum' },
          ),
      },
    ];
  });
}

export function governanceChecks(decl: ResourceDecl, known: readonly ResourceDecl[], makers: readonly Caller[]): Check[] {
  if (!decl.workflow || makers.length === 0) return [];
  return [
    ...maxDaysAheadChecks(decl, known, makers),
    ...quorumChecks(decl, known, makers),
    ...effectChecks(decl, known, makers),
    ...bulkCheck(decl, known, makers),
  ];
}
