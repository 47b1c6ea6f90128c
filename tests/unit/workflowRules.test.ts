/** The workflow rules the API checks and the console offers (resources/lib/workflow.ts), on the proposals fixture and the access requests. */
import { describe, expect, it } from 'vitest';
import accessRequests from '../../resources/accessRequests';
import {
  allowedTransitions,
  checkTransitionFields,
  isEditable,
  reachableStates,
  refusal,
  statesAwaiting,
  type HistoryEntry,
} from '../../resources/lib/workflow';
import { proposals } from '../fixtures/proposals';

const NOW = Date.UTC(2026, 10, 1);
const proposal = (state: string, extra: Record<string, unknown> = {}) => ({ id: 1, title: 'A', owner: 2, ethicsUntil: '2099-01-01', state, ...extra });
const took = (transition: string, userId: number): HistoryEntry => ({ id: 1, time: '', userId, actor: '', transition, from: '', to: '', fields: {} });
const names = (ts: readonly { name: string }[]) => ts.map((t) => t.name);

describe('workflow rules', () => {
  it('offer the owner their own steps and admins the review steps', () => {
    expect(names(allowedTransitions(proposals, proposal('draft'), { role: 'user', userId: 2 }, [], NOW))).toEqual(['submit']);
    expect(names(allowedTransitions(proposals, proposal('draft'), { role: 'admin', userId: 1 }, [], NOW))).toEqual([]);
    expect(names(allowedTransitions(proposals, proposal('submitted'), { role: 'admin', userId: 1 }, [], NOW))).toEqual(['check', 'approve', 'reject']);
  });

  it('keep a second pair of eyes and refuse a step whose date has passed', () => {
    const checked = proposal('checked');
    const release = proposals.workflow!.transitions.find((t) => t.name === 'release')!;
    expect(refusal(proposals, release, checked, { role: 'admin', userId: 1 }, [took('check', 1)], NOW)).toEqual({ why: 'notBy', transition: 'check' });
    expect(refusal(proposals, release, checked, { role: 'admin', userId: 3 }, [took('check', 1)], NOW)).toBeUndefined();
    const approve = proposals.workflow!.transitions.find((t) => t.name === 'approve')!;
    expect(refusal(proposals, approve, proposal('submitted', { ethicsUntil: '2026-01-01' }), { role: 'admin', userId: 1 }, [], NOW)).toEqual({
      why: 'past',
      field: 'ethicsUntil',
    });
  });

  it("check a transition's fields: required ones, valid ones, no others", () => {
    const reject = proposals.workflow!.transitions.find((t) => t.name === 'reject')!;
    expect(Object.keys(checkTransitionFields(proposals, reject, {}, NOW).errors)).toEqual(['reason']);
    expect(Object.keys(checkTransitionFields(proposals, reject, { reason: 'ok', title: 'x' }, NOW).errors)).toEqual(['title']);
    expect(checkTransitionFields(proposals, reject, { reason: 'Too broad' }, NOW)).toEqual({ errors: {}, fields: { reason: 'Too broad' } });
  });

  it('allow hand edits only in the editable states, and reach every state from the first', () => {
    expect(isEditable(proposals, proposal('draft'))).toBe(true);
    expect(isEditable(proposals, proposal('submitted'))).toBe(false);
    expect([...reachableStates(proposals)].sort()).toEqual([...(proposals.fields.state.values ?? [])].sort());
  });

  it("name the states where a role has a step to take: a user's own requests in play, a reviewer's waiting ones", () => {
    expect(statesAwaiting(accessRequests, 'user')).toEqual(['draft', 'submitted', 'underReview', 'returned']);
    expect(statesAwaiting(accessRequests, 'admin')).toEqual(['submitted', 'underReview']);
  });
});
