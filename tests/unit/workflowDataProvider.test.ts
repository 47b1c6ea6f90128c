/**
 * dataProvider/workflow.ts: the workflow calls go to the declaration's endpoint through the
 * envelope client, and a refusal rejects like any other write (message, field errors).
 */
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../dataProvider/dataProvider';
import { transportMessages } from '../../dataProvider/errors';
import reviews from '../fixtures/reviews';
import { clientAnswering, envelope, rejection, respond } from './fakeHttp';

const endpoints = { [reviews.name]: reviews.endpoint };
const TRANSITIONS = `${reviews.endpoint}/7/transitions`;

function providerAnswering(status: number, body: string) {
  const { http, sent } = clientAnswering(() => respond(status, body, { 'Content-Type': 'application/json' }));
  return { dataProvider: createDataProvider(http, endpoints), sent };
}

describe('workflow calls of the data provider', () => {
  it('transition: POSTs the target state with the fields to the record, answers the updated record', async () => {
    const updated = { id: 7, title: 'Cohort review', state: 'rejected', reason: 'Too few subjects' };
    const { dataProvider, sent } = providerAnswering(200, envelope(updated));
    const result = await dataProvider.transition('reviews', { id: 7, to: 'rejected', fields: { reason: 'Too few subjects' } });
    expect(result).toEqual({ data: updated });
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(new URL(sent[0].url, 'http://x').pathname).toBe(TRANSITIONS);
    expect(JSON.parse(sent[0].body!)).toEqual({ to: 'rejected', reason: 'Too few subjects' });
  });

  it('transition: a field never stands in for the target state', async () => {
    const { dataProvider, sent } = providerAnswering(200, envelope({ id: 7 }));
    await dataProvider.transition('reviews', { id: 7, to: 'submitted', fields: { to: 'approved' } });
    expect(JSON.parse(sent[0].body!).to).toBe('submitted');
  });

  it('getHistory: GETs the record’s transitions and answers the list, oldest first as given', async () => {
    const list = [
      { id: 1, time: '2026-11-20T08:30:00.000Z', userId: 2, actor: 'Li Na', transition: 'submit', from: 'draft', to: 'submitted', fields: {} },
      { id: 2, time: '2026-11-21T08:30:00.000Z', userId: 1, actor: 'Wang Lin', transition: 'approve', from: 'submitted', to: 'approved', fields: {} },
    ];
    const { dataProvider, sent } = providerAnswering(200, envelope({ list }));
    expect(await dataProvider.getHistory('reviews', { id: 7 })).toEqual({ data: list });
    expect(sent[0].method).toBe('GET');
    expect(new URL(sent[0].url, 'http://x').pathname).toBe(TRANSITIONS);
  });

  it('a refused transition rejects with the envelope message and the field errors react-admin shows', async () => {
    const { dataProvider } = providerAnswering(400, envelope({ errors: { reason: 'Required' } }, 40000, 'invalid transition fields'));
    const error = await rejection(dataProvider.transition('reviews', { id: 7, to: 'rejected' }));
    expect(error.message).toBe('invalid transition fields');
    expect(error.code).toBe(40000);
    expect(error.body?.errors).toEqual({ reason: 'Required' });
  });

  it('a transition the role or a rule does not allow rejects with the forbidden text', async () => {
    const { dataProvider } = providerAnswering(403, envelope(null, 40300, 'forbidden'));
    const error = await rejection(dataProvider.transition('reviews', { id: 7, to: 'approved' }));
    expect(error.message).toBe(transportMessages.forbidden);
  });

  it('a resource without a declared endpoint is a programming error, not a request', async () => {
    const { dataProvider, sent } = providerAnswering(200, envelope(null));
    await expect(dataProvider.getHistory('unknown', { id: 1 })).rejects.toThrow(/No API endpoint/);
    expect(sent).toHaveLength(0);
  });
});
