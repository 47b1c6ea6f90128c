/**
 * The contract checks of a declared workflow (docs/api-contract.md, Workflows), from the
 * declaration alone: every transition taken by every role on a fresh record brought to it along
 * declared transitions, each rule refused to the caller it refuses, required fields asked for,
 * moves no transition allows refused, the history kept and the records transitions create.
 * A record a transition moved out of its `editableIn` states (and what a transition created) can
 * no longer be deleted through the API: these checks leave such records behind.
 */
import { canReadField, ROLES, type ResourceDecl, type Transition } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import type { ContractCheck } from './contractCheck';
import { CALLERS, roleOf, type Caller, type ContractClient } from './client';
import { check, expectCode, expectFieldErrors } from './expect';
import { chosenSample } from './references';
import { validSample, validValue } from './sample';
import { createdRecords } from './workflowEffects';
import { creatorsOf, describePath, initialState, planAs, planFor, refusalOf, type Plan, type Refusal, type Step } from './workflowPlan';

/** A date long past, for the dates a transition needs. */
const PAST = '2001-01-01T00:00:00.000Z';

interface HistoryRow {
  transition: string;
  from: string;
  to: string;
}

/** The fields a transition requires, with valid values (dates a year ahead). */
function requiredFields(decl: ResourceDecl, t: Transition): Record<string, unknown> {
  const given: Record<string, unknown> = {};
  for (const { field } of (t.fields ?? []).filter((f) => f.required)) {
    given[field] = validValue(decl, field);
    check(given[field] !== undefined, `cannot build a valid ${field} for ${t.name} from the declaration`);
  }
  return given;
}

/** Talks to one declared workflow's record as the planned callers. */
function workflowClient(c: ContractClient, decl: ResourceDecl, known: readonly ResourceDecl[]) {
  const ep = decl.endpoint;
  const field = decl.workflow!.field;
  return {
    /** A new record made by `creator`, in the initial state; a taken unique value is drawn again. */
    async create(creator: Caller, overrides: RecordData = {}): Promise<RecordData> {
      for (let attempt = 0; ; attempt++) {
        const sample = await chosenSample(c, decl, known, creator);
        check(sample, `cannot build a valid ${decl.name} record for ${creator} from the declaration (or no record it may reference)`);
        // The state is the server's to set: a create starts at the initial state.
        const body = { ...Object.fromEntries(Object.entries(sample).filter(([name]) => name !== field)), ...overrides };
        const created = await c.call<RecordData>('POST', ep, { role: creator, body });
        if (created.body?.code === 40900 && attempt < 5) continue;
        expectCode(created, 20000, `POST ${ep} as ${creator}`);
        return created.body.data;
      }
    },
    async state(id: unknown, who: Caller): Promise<unknown> {
      const read = await c.call<RecordData>('GET', `${ep}/${id}`, { role: who });
      expectCode(read, 20000, `GET ${ep}/${id} as ${who}`);
      return read.body.data[field];
    },
    async history(id: unknown, who: Caller): Promise<HistoryRow[]> {
      const read = await c.call<{ list: HistoryRow[] }>('GET', `${ep}/${id}/transitions`, { role: who });
      expectCode(read, 20000, `GET ${ep}/${id}/transitions as ${who}`);
      check(Array.isArray(read.body.data?.list), `GET ${ep}/${id}/transitions: data.list must be an array`);
      return read.body.data.list;
    },
    take: (id: unknown, who: Caller, body: Record<string, unknown>) => c.call<RecordData>('POST', `${ep}/${id}/transitions`, { role: who, body }),
    /** Deleted by its creator where the workflow still allows it; elsewhere it stays. */
    forget: (id: unknown, creator: Caller) => c.call('DELETE', `${ep}/${id}`, { role: creator }).catch(() => undefined),
  };
}

/** The history lists `steps` in order, each from the state the one before led to. */
async function expectHistory(wc: ReturnType<typeof workflowClient>, decl: ResourceDecl, id: unknown, creator: Caller, steps: readonly Step[]) {
  const list = await wc.history(id, creator);
  const what = `the history of ${decl.name} ${String(id)}`;
  check(list.length === steps.length, `${what} has ${list.length} entries after ${steps.length} transitions`);
  let from = initialState(decl);
  steps.forEach(({ transition: t }, i) => {
    const entry = list[i];
    check(
      entry.transition === t.name && entry.from === from && entry.to === t.to,
      `${what}, entry ${i + 1}: expected ${t.name} ${from} → ${t.to}, got ${JSON.stringify(entry)}`,
    );
    from = t.to;
  });
}

/** A fresh record brought along the plan's steps, its history checked; then `run`, then it is deleted if it still may be. */
async function along(
  c: ContractClient,
  decl: ResourceDecl,
  known: readonly ResourceDecl[],
  plan: Plan,
  run: (id: unknown, wc: ReturnType<typeof workflowClient>) => Promise<void>,
  overrides: RecordData = {},
) {
  const wc = workflowClient(c, decl, known);
  const field = decl.workflow!.field;
  const record = await wc.create(plan.creator, overrides);
  try {
    check(
      record[field] === undefined || record[field] === initialState(decl),
      `a new ${decl.name} record starts at ${String(record[field])}, not ${initialState(decl)}`,
    );
    for (const { transition: t, by } of plan.steps) {
      const moved = await wc.take(record.id, by, { to: t.to, ...requiredFields(decl, t) });
      expectCode(moved, 20000, `${t.name} by ${by} (${describePath(plan)})`);
      if (canReadField(decl.fields[field], roleOf(by)))
        check(moved.body.data[field] === t.to, `${t.name} by ${by} answered ${field} ${String(moved.body.data[field])}, not ${t.to}`);
    }
    await expectHistory(wc, decl, record.id, plan.creator, plan.steps);
    await run(record.id, wc);
  } finally {
    await wc.forget(record.id, plan.creator);
  }
}

const REFUSALS: Record<Refusal, string> = {
  unseen: 'not their record to see',
  role: 'the role is not listed',
  owner: 'not the owner',
  notOwner: 'the owner deciding on their own record',
  notBy: 'took the step it must not follow',
};

/** The caller takes the plan's transition: allowed as the declaration says, else refused with nothing changed. */
async function takeAsPlanned(c: ContractClient, decl: ResourceDecl, plan: Plan, known: readonly ResourceDecl[]) {
  const { transition: t, by, creator, steps } = plan;
  const refusal = refusalOf(decl, t, by, creator, steps);
  await along(c, decl, known, plan, async (id, wc) => {
    const what = `${t.name} by ${by} (${describePath(plan)})`;
    const effects = t.creates && !refusal ? createdRecords(c, decl, t, known, id, creator) : undefined;
    const before = await effects?.count();
    const given = requiredFields(decl, t);
    const answer = await wc.take(id, by, { to: t.to, ...given });
    if (refusal) {
      // 40400 is a refusal too: a per-user collection hides the record from a caller outside it.
      if (refusal === 'unseen' && answer.body?.code === 40400) expectCode(answer, 40400, what);
      else expectCode(answer, 40300, `${what}, which must be refused (${REFUSALS[refusal]})`);
      const unchanged = steps.at(-1)?.transition.to ?? initialState(decl);
      check((await wc.state(id, creator)) === unchanged, `a refused ${t.name} changed the state from ${unchanged}`);
      await expectHistory(wc, decl, id, creator, steps);
      return;
    }
    expectCode(answer, 20000, what);
    check((await wc.state(id, creator)) === t.to, `${what}: the record is not in ${t.to} afterwards`);
    await expectHistory(wc, decl, id, creator, [...steps, { transition: t, by }]);
    if (effects) await effects.expectOneMore(before ?? 0, given);
  });
}

const arrow = (t: Transition) => `${t.name} (${t.from.join(' | ')} → ${t.to})`;

/** What a caller the rules allow is refused all the same: missing or undeclared fields, a needed date that has passed. */
function inputChecks(decl: ResourceDecl, plan: Plan, known: readonly ResourceDecl[]): { name: string; run: (client: ContractClient) => Promise<void> }[] {
  const { transition: t, by, creator, steps } = plan;
  const what = `${t.name} by ${by}`;
  const required = (t.fields ?? []).filter((f) => f.required).map((f) => f.field);
  const needs = required.length ? `without ${required.join(', ')}` : '';
  const checks = [
    {
      name: `transition ${arrow(t)} ${needs ? `${needs}, or ` : ''}with an undeclared field: 40000 naming the field, nothing changed`,
      run: (c: ContractClient) =>
        along(c, decl, known, plan, async (id, wc) => {
          if (required.length) expectFieldErrors(await wc.take(id, by, { to: t.to }), required, `${what} ${needs}`);
          const extra = { to: t.to, ...requiredFields(decl, t), __undeclared__: 'x' };
          expectFieldErrors(await wc.take(id, by, extra), ['__undeclared__'], `${what} with an undeclared field`);
          await expectHistory(wc, decl, id, creator, steps);
        }),
    },
  ];
  // A date the transition needs, made past when the record is created: only one the creator
  // may set, and no earlier step needs (the record could not be walked there).
  const lapsing = (t.refuseIfPast ?? []).filter(
    (name) => validSample(decl, roleOf(creator))?.[name] !== undefined && !steps.some((s) => s.transition.refuseIfPast?.includes(name)),
  );
  for (const name of lapsing) {
    checks.push({
      name: `transition ${arrow(t)} while ${name} has passed: 40000 naming ${name}, nothing changed`,
      run: (c: ContractClient) =>
        along(
          c,
          decl,
          known,
          plan,
          async (id, wc) => {
            expectFieldErrors(await wc.take(id, by, { to: t.to, ...requiredFields(decl, t) }), [name], `${what} after ${name} has passed`);
            await expectHistory(wc, decl, id, creator, steps);
          },
          { [name]: PAST },
        ),
    });
  }
  return checks;
}

export function workflowChecks(decl: ResourceDecl, known: readonly ResourceDecl[]): ContractCheck[] {
  const workflow = decl.workflow;
  if (!workflow) return [];
  const checks: ContractCheck[] = [];
  const add = (name: string, run: (client: ContractClient) => Promise<void>) => checks.push({ resource: decl.name, name, run });
  const ep = decl.endpoint;
  const field = workflow.field;
  const start = initialState(decl);
  const creator = creatorsOf(decl)[0];

  if (creator) {
    add(`a create starts at ${start}; choosing the state, a PATCH of ${field} and a move no transition allows are refused (40000)`, async (c) => {
      const wc = workflowClient(c, decl, known);
      const record = await wc.create(creator);
      try {
        check((await wc.state(record.id, creator)) === start, `a new record does not start at ${start}`);
        const out = workflow.transitions.filter((t) => t.from.includes(start));
        const other = decl.fields[field].values?.find((v) => v !== start);
        if (other) {
          // 40000 either way: the state field named, or (editableIn) the record not changed by hand at all.
          expectCode(await c.call('PATCH', `${ep}/${record.id}`, { role: creator, body: { [field]: other } }), 40000, `PATCH ${field} to ${other}`);
          const sample = validSample(decl, roleOf(creator)) ?? {};
          const chosen = await c.call<RecordData>('POST', ep, { role: creator, body: { ...sample, [field]: other } });
          if (chosen.body?.code === 20000) await wc.forget(chosen.body.data.id, creator);
          expectFieldErrors(chosen, [field], `POST ${ep} choosing ${field} ${other}`);
        }
        const nowhere = decl.fields[field].values?.find((v) => !out.some((t) => t.to === v)) ?? '__no_such_state__';
        for (const body of [{ to: nowhere }, {}]) {
          const refused = await wc.take(record.id, creator, body);
          expectCode(refused, 40000, `a move from ${start} to ${JSON.stringify(body.to ?? null)}`);
          const said = `${refused.body.msg} ${JSON.stringify(refused.body.data ?? '')}`;
          for (const t of out) check(said.includes(t.name), `the refusal must name the allowed transition ${t.name}: ${said}`);
        }
        check((await wc.state(record.id, creator)) === start, `refused moves changed the state`);
        check((await wc.history(record.id, creator)).length === 0, `refused moves were kept in the history`);
      } finally {
        await wc.forget(record.id, creator);
      }
    });
  }

  for (const t of workflow.transitions) {
    for (const role of ROLES) {
      const name = `transition ${arrow(t)} as ${role}`;
      const plan = creator ? planAs(decl, t, role) : undefined;
      if (!plan) {
        const why = creator ? `no declared path reaches ${t.from.join(' | ')}` : 'nobody may create a record by hand';
        add(`${name}: not checked, ${why}`, async () => {});
        continue;
      }
      const refusal = refusalOf(decl, t, role, plan.creator, plan.steps);
      add(`${name}: ${refusal ? `refused, ${REFUSALS[refusal]}` : 'taken'} (${describePath(plan)})`, (c) => takeAsPlanned(c, decl, plan, known));
    }
    const creators = creatorsOf(decl);
    for (const rule of t.rules ?? []) {
      const plan = planFor(decl, t, CALLERS, creators, (r) => r === rule.kind);
      if (plan) add(`transition ${arrow(t)} refused to ${plan.by}, ${REFUSALS[rule.kind]} (${describePath(plan)})`, (c) => takeAsPlanned(c, decl, plan, known));
    }
    const allowed = planFor(decl, t, CALLERS, creators, (r) => r === undefined);
    if (allowed) for (const { name, run } of inputChecks(decl, allowed, known)) add(name, run);
  }
  return checks;
}

/**
 * The collections these checks may leave records in: those a workflow moves out of its editable
 * states (no longer deletable) and those its transitions create records in.
 */
export const leftBehindIn = (decls: readonly ResourceDecl[]): string[] =>
  decls.flatMap((decl) => {
    const workflow = decl.workflow;
    if (!workflow) return [];
    const stuck = workflow.editableIn && workflow.transitions.some((t) => !workflow.editableIn?.includes(t.to));
    return [...(stuck ? [decl.name] : []), ...workflow.transitions.flatMap((t) => (t.creates ? [t.creates.resource] : []))];
  });
