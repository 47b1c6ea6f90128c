/**
 * dataProvider/workflow.ts: the workflow calls go to the declaration's endpoint through the
 * envelope client, and a refusal rejects like any other write (message, field errors).
 */
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../dataProvider/dataProvider';
import { ApiError, transportMessages } from '../../dataProvider/errors';
import { refusalOf } from '../../dataProvider/workflow';
import { MAX_BULK } from '../../resources/lib/schema';
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

  it('bulkTransition: POSTs the ids, the target state and the fields once, and answers a result per record', async () => {
    const list = [
      { id: 7, code: 20000, msg: 'ok', record: { id: 7, state: 'rejected' } },
      { id: 8, code: 40300, msg: 'cannot reject: the owner of the record may not decide on it', refusal: { why: 'notOwner' } },
      { id: 9, code: 40000, msg: 'invalid', errors: { reason: 'Required' }, refusal: { nonsense: true } },
    ];
    const { dataProvider, sent } = providerAnswering(200, envelope({ list }));
    const { data } = await dataProvider.bulkTransition('reviews', { ids: [7, 8, 9], to: 'rejected', fields: { reason: 'Out of scope', ids: [1], to: 'x' } });
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(new URL(sent[0].url, 'http://x').pathname).toBe(`${reviews.endpoint}/transitions`);
    // Neither `ids` nor `to` can be stood in for by a field.
    expect(JSON.parse(sent[0].body!)).toEqual({ ids: [7, 8, 9], to: 'rejected', reason: 'Out of scope' });
    expect(data.map((r) => [r.id, r.code, r.refusal])).toEqual([
      [7, 20000, undefined],
      [8, 40300, { why: 'notOwner' }],
      // What is not a refusal is not taken for one.
      [9, 40000, undefined],
    ]);
    expect(data[2].errors).toEqual({ reason: 'Required' });
  });

  it('bulkTransition: more records than the API takes at once go in several calls, in order', async () => {
    const ids = Array.from({ length: MAX_BULK + 5 }, (_, i) => i + 1);
    const { http, sent } = clientAnswering((request) => {
      const asked: number[] = JSON.parse(request.body!).ids;
      return respond(200, envelope({ list: asked.map((id) => ({ id, code: 20000, msg: 'ok' })) }), { 'Content-Type': 'application/json' });
    });
    const { data } = await createDataProvider(http, endpoints).bulkTransition('reviews', { ids, to: 'approved' });
    expect(sent.map((s) => JSON.parse(s.body!).ids.length)).toEqual([MAX_BULK, 5]);
    expect(data.map((r) => r.id)).toEqual(ids);
  });

  it('refusalOf: the refusal an error carries under `body`, and nothing from anything else', () => {
    const withRefusal = Object.assign(new ApiError('no', { status: 409, code: 40900, path: '/x' }), {
      body: { refusal: { why: 'reference', field: 'grant', resource: 'grants', state: 'closed' } },
    });
    expect(refusalOf(withRefusal)).toEqual({ why: 'reference', field: 'grant', resource: 'grants', state: 'closed' });
    expect(refusalOf(new ApiError('no', { status: 400, code: 40000, path: '/x', errors: { reason: 'Required' } }))).toBeUndefined();
    expect(refusalOf(Object.assign(new Error('x'), { body: { refusal: { why: 3 } } }))).toBeUndefined();
    expect(refusalOf(undefined)).toBeUndefined();
  });

  it('a resource without a declared endpoint is a programming error, not a request', async () => {
    const { dataProvider, sent } = providerAnswering(200, envelope(null));
    await expect(dataProvider.getHistory('unknown', { id: 1 })).rejects.toThrow(/No API endpoint/);
    expect(sent).toHaveLength(0);
  });
});
