/**
 * The contract suite's workflow plans (contract/workflowPlan.ts), from the fixtures' declarations:
 * one check per transition and role, each plan a path of allowed steps, and the outcome the
 * server must give as the declaration's rules say.
 */
import { describe, expect, it } from 'vitest';
import { roleOf } from '../../contract/client';
import { workflowChecks } from '../../contract/workflows';
import { planAs, planFor, refusalOf, initialState, creatorsOf, type Plan } from '../../contract/workflowPlan';
import { isRoleAllowed, ROLES, type ResourceDecl } from '../../resources/lib/schema';
import { permits, proposals } from '../fixtures/proposals';
import reviews from '../fixtures/reviews';

/** Each step leaves the state the next one starts from, and its caller may take it. */
function expectWalkable(decl: ResourceDecl, plan: Plan) {
  let state = initialState(decl);
  plan.steps.forEach((step, i) => {
    expect(step.transition.from).toContain(state);
    expect(refusalOf(decl, step.transition, step.by, plan.creator, plan.steps.slice(0, i))).toBeUndefined();
    state = step.transition.to;
  });
  expect(plan.transition.from).toContain(state);
}

describe.each([
  ['proposals', proposals],
  ['reviews', reviews],
])('the workflow checks of %s', (_, decl) => {
  const transitions = decl.workflow?.transitions ?? [];

  it('have one check per transition and role, each with a plan', () => {
    const names = workflowChecks(decl, [proposals, permits, reviews]).map((c) => c.name);
    for (const t of transitions)
      for (const role of ROLES) expect(names.filter((n) => n.startsWith(`transition ${t.name} (`) && n.includes(` as ${role}: `))).toHaveLength(1);
    expect(names.filter((n) => n.includes('not checked'))).toEqual([]);
  });

  it('bring each record along allowed steps, and let a listed role take it where the rules allow', () => {
    for (const t of transitions)
      for (const role of ROLES) {
        const plan = planAs(decl, t, role)!;
        expectWalkable(decl, plan);
        const refusal = refusalOf(decl, t, role, plan.creator, plan.steps);
        if (!isRoleAllowed(t.roles, role)) expect(refusal).toMatch(/role|unseen/);
      }
  });

  it('refuse each rule to a caller it refuses', () => {
    for (const t of transitions)
      for (const rule of t.rules ?? []) {
        const plan = planFor(decl, t, ['admin', 'user', 'reviewer'], creatorsOf(decl), (r) => r === rule.kind);
        if (!plan) continue;
        expectWalkable(decl, plan);
        expect(isRoleAllowed(t.roles, roleOf(plan.by))).toBe(true);
      }
  });
});

describe('the proposals plans', () => {
  const byName = (name: string) => proposals.workflow!.transitions.find((t) => t.name === name)!;

  it('have another admin check what an admin then releases', () => {
    const plan = planAs(proposals, byName('release'), 'admin')!;
    expect(refusalOf(proposals, plan.transition, 'admin', plan.creator, plan.steps)).toBeUndefined();
    expect(plan.steps.find((s) => s.transition.name === 'check')?.by).not.toBe('admin');
  });

  it('refuse the owner rule to an admin who sees the record but did not create it', () => {
    const plan = planFor(proposals, byName('submit'), ['admin', 'user', 'reviewer'], creatorsOf(proposals), (r) => r === 'owner')!;
    expect(plan.by).not.toBe(plan.creator);
    expect(roleOf(plan.by)).toBe('admin');
  });
});
