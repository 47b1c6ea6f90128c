/**
 * Records for the workflow checks, from the declarations: made by hand where a caller may create
 * one, else by the declared transition of another workflow that makes them (an approved request
 * makes a grant, its requester's). Their references name records that let the transitions be
 * taken: in the states the `reference` guards ask for, and by default none that makes a quorum
 * needed; where a caller may name none of their own (a grant only its holder uses), one is made.
 */
import { ownerField, type ResourceDecl, type Transition } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import { CALLERS, type Caller, type ContractClient } from './client';
import { check, expectCode } from './expect';
import { chosenSample, type Choosing } from './references';
import { createdRecords } from './workflowEffects';
import { creatorsOf, describePath, planFor, type Plan } from './workflowPlan';
import { walkSteps, workflowClient } from './workflowWalk';

/** The transition of another declared workflow that makes records of `decl`, passing its owner on. */
export interface Origin {
  source: ResourceDecl;
  transition: Transition;
}

export function originOf(decl: ResourceDecl, known: readonly ResourceDecl[]): Origin | undefined {
  const owner = ownerField(decl);
  for (const source of known.filter((d) => d !== decl))
    for (const t of source.workflow?.transitions ?? []) {
      if (t.system || t.creates?.resource !== decl.name) continue;
      const v = owner ? t.creates.values[owner] : undefined;
      if (owner && !(v?.from === 'field' && v.field === ownerField(source))) continue;
      return { source, transition: t };
    }
  return undefined;
}

/** How a record of the origin's source made by `creator` is brought to take the transition that makes one. */
const originPlan = (o: Origin, creator: Caller) => planFor(o.source, o.transition, CALLERS, [creator], (r) => r === undefined);

/** Who may bring a record of `decl` into being: by hand, else through its origin (owning what it makes). */
export function makersOf(decl: ResourceDecl, known: readonly ResourceDecl[]): Caller[] {
  const hand = creatorsOf(decl);
  if (hand.length > 0) return hand;
  const o = originOf(decl, known);
  return o ? creatorsOf(o.source).filter((who) => originPlan(o, who)) : [];
}

/** How a plan's path reads in a check's name, a record made through its origin said so. */
export function pathOf(decl: ResourceDecl, known: readonly ResourceDecl[], plan: Plan): string {
  const path = describePath(plan);
  const o = creatorsOf(decl).length === 0 ? originOf(decl, known) : undefined;
  const a = o && /^[aeiou]/i.test(o.source.name) ? 'an' : 'a';
  return o ? path.replace(/^created by (\S+)/, `made by ${o.transition.name} of ${a} ${o.source.name} record created by $1`) : path;
}

/** Which records the references of a new `decl` record should name (see `Choosing.score`). */
export type Want = 'any' | 'quorum';

/**
 * Scores a referenced record: in the states the `reference` guards of
 * `decl` ask for; and, as `want` says, one that makes a quorum needed (only those) or not (preferred).
 */
export function scoreFor(decl: ResourceDecl, known: readonly ResourceDecl[], want: Want) {
  const transitions = decl.workflow?.transitions ?? [];
  return (name: string, r: RecordData): number => {
    const target = known.find((d) => d.name === decl.fields[name]?.reference);
    const state = String(r[target?.workflow?.field ?? ''] ?? '');
    const guarded = transitions.flatMap((t) => (t.guards ?? []).filter((g) => g.kind === 'reference' && g.field === name));
    // The API answers a state that lapses with a date as lapsed: what it reads is what the guard reads.
    const fits = guarded.every((g) => g.kind === 'reference' && g.states.includes(state));
    const quorums = transitions.flatMap((t) => (t.quorum?.when.via === name ? [t.quorum.when] : []));
    const needsQuorum = quorums.some((w) => w.values.includes(String(r[w.field])));
    if (want === 'quorum' && quorums.length > 0 && !needsQuorum) return -1;
    return (fits ? 2 : 0) + (want === 'quorum' || !needsQuorum ? 1 : 0);
  };
}

export interface Making {
  /** Values sent with the create (a date made past). */
  overrides?: RecordData;
  want?: Want;
}

/**
 * A new record of `decl` that `creator` owns, in its initial state: created by hand, or made by
 * its origin's transition on a record of its own (left behind: the suite cannot undo it).
 */
export async function makeRecord(
  c: ContractClient,
  decl: ResourceDecl,
  known: readonly ResourceDecl[],
  creator: Caller,
  making: Making = {},
): Promise<RecordData> {
  if (creatorsOf(decl).includes(creator)) return createByHand(c, decl, known, creator, making);
  const o = originOf(decl, known);
  check(o, `nobody may create a ${decl.name} record by hand, and no declared transition makes one`);
  const plan = originPlan(o, creator);
  check(plan, `no declared path lets ${creator} have a ${decl.name} record made by ${o.source.name}.${o.transition.name}`);
  // A value the made record takes from a field of its source is given to the source (the datasets a grant is over).
  const passed = Object.entries(making.overrides ?? {}).flatMap(([name, v]) => {
    const from = o.transition.creates!.values[name];
    return from?.from === 'field' ? [[from.field, v] as const] : [];
  });
  const source = await makeRecord(c, o.source, known, plan.creator, { overrides: Object.fromEntries(passed) });
  const wc = workflowClient(c, o.source);
  const what = `making a ${decl.name} record: ${describePath(plan)}, ${o.transition.name} by ${plan.by}`;
  await walkSteps(c, wc, known, source.id, plan.creator, [...plan.steps, { transition: o.transition, by: plan.by }], what);
  const made = await createdRecords(c, o.source, o.transition, known, source.id, creator).latest();
  check(made, `${what}: no ${decl.name} record refers to ${o.source.name} ${String(source.id)}`);
  return made;
}

/** A record `creator` makes with POST; a taken unique value is drawn again. */
async function createByHand(c: ContractClient, decl: ResourceDecl, known: readonly ResourceDecl[], creator: Caller, making: Making): Promise<RecordData> {
  const field = decl.workflow?.field;
  const choosing: Choosing = {
    given: making.overrides,
    score: scoreFor(decl, known, making.want ?? 'any'),
    // A record of the caller's own that another workflow makes (a grant to send outputs under).
    arrange: async (_name, _f, target) =>
      makersOf(target, known).includes(creator) && originOf(target, known) ? (await makeRecord(c, target, known, creator)).id : undefined,
  };
  for (let attempt = 0; ; attempt++) {
    const sample = await chosenSample(c, decl, known, creator, choosing);
    check(sample, `cannot build a valid ${decl.name} record for ${creator} from the declaration (or no record it may reference)`);
    // The state is the server's to set: a create starts at the initial state.
    const body = { ...Object.fromEntries(Object.entries(sample).filter(([name]) => name !== field)), ...making.overrides };
    const created = await c.call<RecordData>('POST', decl.endpoint, { role: creator, body });
    if (created.body?.code === 40900 && attempt < 5) continue;
    expectCode(created, 20000, `POST ${decl.endpoint} as ${creator}`);
    return created.body.data;
  }
}
