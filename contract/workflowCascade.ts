/**
 * A transition's effects (schema.ts `Effect`), from the declaration: the records of another
 * resource that name the moved record in their `via` field, in a state the effect's transition
 * leaves, take it in the same call as the system — moved, with a history entry by user 0, actor
 * `system`, whose `cause` names the record and the transition, carrying the values the effect gives.
 */
import { isRoleAllowed, ownerField, type Effect, type ResourceDecl, type Transition } from '../resources/lib/schema';
import { CALLERS, roleOf, type Caller, type ContractClient } from './client';
import { check, expectCode } from './expect';
import { arrow, bring, type Brought } from './workflowAlong';
import { initialState, planFor, planInto, type Plan } from './workflowPlan';
import { makersOf, pathOf } from './workflowRecords';

interface Affected {
  effect: Effect;
  target: ResourceDecl;
  take: Transition;
  /** How a record naming ours is made and brought to a state `take` leaves. */
  plan: Plan;
}

/** Who makes the record naming one of `decl`'s that `owner` made: its owner, where the reference allows only one's own. */
function referrerOf(decl: ResourceDecl, target: ResourceDecl, via: string, owner: Caller, known: readonly ResourceDecl[]): Caller[] {
  const f = target.fields[via];
  const makers = makersOf(target, known);
  const ownOnly = (who: Caller) => ownerField(decl) !== undefined && (f.choose?.own || !isRoleAllowed(decl.seesAll ?? [], roleOf(who)));
  return makers.filter((who) => !ownOnly(who) || who === owner);
}

export function effectChecks(decl: ResourceDecl, known: readonly ResourceDecl[], makers: readonly Caller[]) {
  return decl.workflow!.transitions.flatMap((t) => {
    const plan = t.effects?.length && !t.system ? planFor(decl, t, CALLERS, makers, (r) => r === undefined) : undefined;
    if (!plan) return [];
    const affected: Affected[] = [];
    const unchecked: string[] = [];
    for (const effect of t.effects ?? []) {
      const target = known.find((d) => d.name === effect.resource);
      const take = target?.workflow?.transitions.find((x) => x.name === effect.take);
      const reach =
        target && take && target.fields[effect.via] ? planInto(target, take.from, referrerOf(decl, target, effect.via, plan.creator, known)) : undefined;
      if (target && take && reach) affected.push({ effect, target, take, plan: { ...reach, transition: take, by: reach.creator } });
      else unchecked.push(`${effect.resource}.${effect.take} (no declared path brings a record naming it to ${take?.from.join(' | ') ?? 'its states'})`);
    }
    if (affected.length === 0) return [];
    const moves = affected.map((a) => `the ${a.target.name} naming it in ${a.effect.via} take ${a.take.name} (${pathOf(a.target, known, a.plan)})`);
    const run = async (c: ContractClient) => {
      const moved = await bring(c, decl, known, plan);
      const others: Brought[] = [];
      try {
        for (const a of affected) {
          const name = a.effect.via;
          others.push(await bring(c, a.target, known, a.plan, { overrides: { [name]: a.target.fields[name].multiple ? [moved.id] : moved.id } }));
        }
        const given = await moved.wc.body(moved.id, plan.by, t);
        expectCode(await moved.wc.take(moved.id, plan.by, given), 20000, `${t.name} by ${plan.by}`);
        for (const [i, a] of affected.entries()) {
          const { id, wc, steps } = others[i];
          const what = `${a.target.name} ${String(id)}, naming ${decl.name} ${String(moved.id)} in ${a.effect.via}`;
          const from = steps.at(-1)?.transition.to ?? initialState(a.target);
          const record = await wc.read(id, a.plan.creator);
          const state = record[a.target.workflow!.field];
          check(state === undefined || state === a.take.to, `${what}: ${t.name} must move it to ${a.take.to} (${a.take.name}), it is ${String(state)}`);
          const entry = (await wc.history(id, a.plan.creator)).at(-1);
          const cause = { resource: decl.name, id: moved.id, transition: t.name };
          check(
            entry?.transition === a.take.name && entry.from === from && entry.to === a.take.to,
            `${what}: its history must end with ${a.take.name} ${from} → ${a.take.to}, got ${JSON.stringify(entry)}`,
          );
          check(
            entry.userId === 0 && entry.actor === 'system',
            `${what}: ${a.take.name} must be the system's (userId 0, actor system): ${JSON.stringify(entry)}`,
          );
          check(
            JSON.stringify(entry.cause) === JSON.stringify(cause),
            `${what}: the cause must be ${JSON.stringify(cause)}, got ${JSON.stringify(entry.cause)}`,
          );
          for (const [field, v] of Object.entries(a.effect.values ?? {})) {
            const expected = v.from === 'field' ? given[v.field] : v.from === 'const' ? v.value : moved.id;
            if (expected === undefined) continue;
            check(
              entry.fields?.[field] === expected,
              `${what}: ${a.take.name} must be given ${field} ${JSON.stringify(expected)}: ${JSON.stringify(entry.fields)}`,
            );
            if (field in record)
              check(record[field] === expected, `${what}: ${field} must be ${JSON.stringify(expected)}, got ${JSON.stringify(record[field])}`);
          }
        }
      } finally {
        for (const [i, x] of others.entries()) await x.wc.forget(x.id, affected[i].plan.creator);
        await moved.wc.forget(moved.id, plan.creator);
      }
    };
    return [
      {
        name:
          `effects: ${arrow(t)} by ${plan.by} (${pathOf(decl, known, plan)}) makes ${moves.join(' and ')}, as the system ` +
          `(history entry by user 0, actor system, cause ${decl.name} ${t.name})${unchecked.length ? `; not checked: ${unchecked.join(', ')}` : ''}`,
        run,
      },
    ];
  });
}
