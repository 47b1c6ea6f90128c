/**
 * The contract checks of a declared workflow (docs/api-contract.md, Workflows), from the
 * declaration alone: every transition taken by every role on a fresh record brought to it along
 * declared transitions, each rule refused to the caller it refuses, required fields asked for,
 * moves no transition allows refused, the history kept and the records transitions create; the
 * rules of governance (owners, the system, quorums, dates bound ahead, bulk moves) in workflowRules.ts.
 * A record a transition moved out of its `editableIn` states (and what a transition created or
 * moved as its effect) can no longer be deleted through the API: these checks leave such records behind.
 */
import messages from '../resources/messages';
import { declaredNotices } from '../resources/lib/notices';
import { ROLES, type ResourceDecl } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import type { ContractCheck } from './contractCheck';
import { CALLERS, roleOf, type ContractClient } from './client';
import { check, expectCode, expectFieldErrors } from './expect';
import { validSample } from './sample';
import { along, arrow, expectRefused, expectUnchanged, REFUSALS } from './workflowAlong';
import { guardFields, guardRefusal, PAST, requiredFields } from './workflowBody';
import { createdRecords } from './workflowEffects';
import { creatorsOf, initialState, planAs, planFor, refusalOf, type Plan } from './workflowPlan';
import { makeRecord, makersOf, pathOf } from './workflowRecords';
import { governanceChecks } from './workflowRules';
import { expectHistory, takeStep, workflowClient } from './workflowWalk';

/**
 * The caller takes the plan's transition: allowed as the declaration says, else refused with
 * nothing changed. A guard the suite cannot satisfy on the data as it is (a dataset withdrawn
 * meanwhile) may refuse a transition the rules allow: only with a guard's reason, nothing changed.
 */
async function takeAsPlanned(c: ContractClient, decl: ResourceDecl, plan: Plan, known: readonly ResourceDecl[]) {
  const { transition: t, by, creator } = plan;
  const refusal = refusalOf(decl, t, by, creator, plan.steps);
  const what = `${t.name} by ${by} (${pathOf(decl, known, plan)})`;
  await along(c, decl, known, plan, async (id, wc, steps) => {
    if (refusal) {
      expectRefused(await wc.takeWith(id, by, t), refusal, decl, t, by, what);
      await expectUnchanged(wc, id, creator, steps, `a refused ${t.name}`);
      return;
    }
    const effects = t.creates ? createdRecords(c, decl, t, known, id, creator) : undefined;
    const before = await effects?.count();
    const { step, answer, given } = await takeStep(c, wc, known, id, t, by, creator, steps);
    if (answer.body?.code !== 20000 && guardRefusal(t, answer, given) && step.partial?.length === 0) {
      await expectUnchanged(wc, id, creator, steps, `${t.name} refused by a guard`);
      return;
    }
    expectCode(answer, 20000, what);
    const state = await wc.state(id, creator);
    check(state === undefined || state === t.to, `${what}: the record is not in ${t.to} afterwards`);
    await expectHistory(wc, id, creator, [...steps, step]);
    if (effects) await effects.expectOneMore(before ?? 0, given);
  });
}

/** What a caller the rules allow is refused all the same: missing or undeclared fields, a needed date that has passed. */
function inputChecks(decl: ResourceDecl, plan: Plan, known: readonly ResourceDecl[]): { name: string; run: (client: ContractClient) => Promise<void> }[] {
  const { transition: t, by, creator } = plan;
  const what = `${t.name} by ${by}`;
  const required = (t.fields ?? []).filter((f) => f.required).map((f) => f.field);
  const needs = required.length ? `without ${required.join(', ')}` : '';
  const checks = [
    {
      name: `transition ${arrow(t)} ${needs ? `${needs}, or ` : ''}with an undeclared field: 40000 naming the field, nothing changed`,
      run: (c: ContractClient) =>
        along(c, decl, known, plan, async (id, wc, steps) => {
          if (required.length) expectFieldErrors(await wc.take(id, by, { to: t.to }), required, `${what} ${needs}`);
          const extra = { to: t.to, ...requiredFields(decl, t), ...guardFields(t), __undeclared__: 'x' };
          expectFieldErrors(await wc.take(id, by, extra), ['__undeclared__'], `${what} with an undeclared field`);
          await expectUnchanged(wc, id, creator, steps, `${what} refused`);
        }),
    },
  ];
  // A date the transition needs, made past when the record is created: only one the creator
  // may set, and no earlier step needs (the record could not be walked there).
  const lapsing = (t.refuseIfPast ?? []).filter(
    (name) => validSample(decl, roleOf(creator))?.[name] !== undefined && !plan.steps.some((s) => s.transition.refuseIfPast?.includes(name)),
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
          async (id, wc, steps) => {
            expectFieldErrors(await wc.takeWith(id, by, t), [name], `${what} after ${name} has passed`);
            await expectUnchanged(wc, id, creator, steps, `${what} refused`);
          },
          { overrides: { [name]: PAST } },
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
  const makers = makersOf(decl, known);

  if (creator) {
    add(`a create starts at ${start}; choosing the state, a PATCH of ${field} and a move no transition allows are refused (40000)`, async (c) => {
      const wc = workflowClient(c, decl);
      const record = await makeRecord(c, decl, known, creator);
      try {
        check((await wc.state(record.id, creator)) === start, `a new record does not start at ${start}`);
        const out = workflow.transitions.filter((t) => t.from.includes(start) && !t.system);
        const other = decl.fields[field].values?.find((v) => v !== start);
        if (other) {
          // 40000 either way: the state field named, or (editableIn) the record not changed by hand at all.
          expectCode(await c.call('PATCH', `${ep}/${record.id}`, { role: creator, body: { [field]: other } }), 40000, `PATCH ${field} to ${other}`);
          const sample = validSample(decl, roleOf(creator)) ?? {};
          const chosen = await c.call<RecordData>('POST', ep, { role: creator, body: { ...sample, [field]: other } });
          if (chosen.body?.code === 20000) await wc.forget(chosen.body.data.id, creator);
          expectFieldErrors(chosen, [field], `POST ${ep} choosing ${field} ${other}`);
        }
        const nowhere = decl.fields[field].values?.find((v) => !workflow.transitions.some((t) => t.from.includes(start) && t.to === v)) ?? '__no_such_state__';
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
      const plan = makers.length ? planAs(decl, t, role, makers) : undefined;
      if (!plan) {
        const why = makers.length ? `no declared path reaches ${t.from.join(' | ')}` : 'nobody may create a record by hand, and no transition makes one';
        add(`${name}: not checked, ${why}`, async () => {});
        continue;
      }
      const refusal = refusalOf(decl, t, role, plan.creator, plan.steps);
      add(`${name}: ${refusal ? `refused, ${REFUSALS[refusal]}` : 'taken'} (${pathOf(decl, known, plan)})`, (c) => takeAsPlanned(c, decl, plan, known));
    }
    for (const rule of t.rules ?? []) {
      const plan = planFor(decl, t, CALLERS, makers, (r) => r === rule.kind);
      if (plan)
        add(`transition ${arrow(t)} refused to ${plan.by}, ${REFUSALS[rule.kind]} (${pathOf(decl, known, plan)})`, (c) => takeAsPlanned(c, decl, plan, known));
    }
    const allowed = planFor(decl, t, CALLERS, makers, (r) => r === undefined);
    if (allowed) for (const { name, run } of inputChecks(decl, allowed, known)) add(name, run);
  }
  for (const { name, run } of governanceChecks(decl, known, makers)) add(name, run);
  return checks;
}

/**
 * The collections these checks may leave records in: those a workflow moves out of its editable
 * states (no longer deletable), those its transitions create records in, those its effects move, and
 * the inboxes its notices go to.
 */
export const leftBehindIn = (decls: readonly ResourceDecl[]): string[] => [
  ...decls.flatMap((decl) => {
    const workflow = decl.workflow;
    if (!workflow) return [];
    const stuck = workflow.editableIn && workflow.transitions.some((t) => !workflow.editableIn?.includes(t.to));
    return [
      ...(stuck ? [decl.name] : []),
      ...workflow.transitions.flatMap((t) => [...(t.creates ? [t.creates.resource] : []), ...(t.effects ?? []).map((e) => e.resource)]),
    ];
  }),
  // The notices the walked transitions write go to their recipients' inboxes.
  ...(declaredNotices(decls).length > 0 ? [messages.name] : []),
];
