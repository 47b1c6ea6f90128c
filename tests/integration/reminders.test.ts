/**
 * The reminders job (`api.jobs.run('reminders')`): a grant's end and an ethics approval's expiry
 * are reminded of 30, 7 and 0 days before, to the grantee or the request's owner, as a notice in
 * their message box (a message key and its parameters) and an SMS unless they turned reminder SMS
 * off. Each reminder goes once: not again on the next run, nor after a failed run is retried; none
 * for a closed grant; after a downtime only the nearest threshold due.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../fake-api/app';
import { GRANTS, REQUESTS, USER_ID, startGovernance, type Gov } from './governanceHelpers';

let gov: Gov;
beforeAll(async () => {
  gov = await startGovernance();
});
afterAll(() => gov?.stop());

interface NoticeRow {
  owner: number;
  key: string;
  params: Record<string, string | number>;
}

/** The notices about one record, oldest first, as the messages collection holds them. */
async function noticesAbout(api: Api, resource: string, id: number): Promise<NoticeRow[]> {
  const rows = await api.data.db
    .selectFrom('messages')
    .select(['owner', 'key', 'params'])
    .where('type', '=', 'notice')
    .where('linkResource', '=', resource)
    .where('linkId', '=', id)
    .where('key', 'like', 'notice.reminder.%')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ owner: Number(r.owner), key: String(r.key), params: JSON.parse(String(r.params)) as NoticeRow['params'] }));
}

const remind = () => gov.run.api.jobs.run('reminders');
const about = (resource: string, id: number) => noticesAbout(gov.run.api, resource, id);
const notice = (key: string, days: number, label: string, date: string) => ({ owner: USER_ID, key, params: { days, label, date } });
/** Reminder texts the SMS gateway took, of any state. */
const smsCount = async () =>
  Number(
    (
      await gov.run.api.data.db
        .selectFrom('mds_sms_deliveries')
        .select((e) => e.fn.countAll().as('n'))
        .where('template', 'like', 'notice.reminder.%')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a grant ending', () => {
  it('is reminded of 30, 7 and 0 days before, each once', async () => {
    const end = gov.ahead(30);
    const { grant } = await gov.grant(gov.user, { accessExpiresAt: end });
    const code = String(grant.code);
    expect(await remind()).toMatch(/^sent \d+ reminders? \(\d+ by SMS\)/);
    expect(await about('grants', grant.id)).toEqual([notice('notice.reminder.grantEnds', 30, code, end)]);
    // The next run, an hour on: nothing new.
    gov.jump(1 / 24);
    await remind();
    expect(await about('grants', grant.id)).toHaveLength(1);

    gov.jump(23);
    await remind();
    await remind();
    expect((await about('grants', grant.id)).slice(1)).toEqual([notice('notice.reminder.grantEnds', 7, code, end)]);

    gov.jump(7);
    await remind();
    await remind();
    expect((await about('grants', grant.id)).slice(2)).toEqual([notice('notice.reminder.grantEnded', 0, code, end)]);
    expect(await about('grants', grant.id)).toHaveLength(3);
  });

  it('is not reminded of once the grant is closed', async () => {
    const { grant } = await gov.grant(gov.user, { accessExpiresAt: gov.ahead(7) });
    gov.ok(await gov.move(GRANTS, grant.id, gov.admin, { to: 'closed' }), 'close');
    await remind();
    gov.jump(7);
    await remind();
    expect(await about('grants', grant.id)).toEqual([]);
  });

  it('after a downtime, sends only the nearest threshold due and marks the farther ones', async () => {
    // Made while the job did not run: its first run finds 5 days left.
    const end = gov.ahead(5);
    const { grant } = await gov.grant(gov.user, { accessExpiresAt: end });
    await remind();
    expect(await about('grants', grant.id)).toEqual([notice('notice.reminder.grantEnds', 5, String(grant.code), end)]);
    const marks = await gov.run.api.data.db
      .selectFrom('mds_reminders')
      .select(['threshold', 'sent', 'user_id'])
      .where('resource', '=', 'grants')
      .where('record_id', '=', grant.id)
      .orderBy('threshold', 'desc')
      .execute();
    expect(marks).toEqual([
      { threshold: 30, sent: 0, user_id: USER_ID },
      { threshold: 7, sent: 1, user_id: USER_ID },
    ]);
    // Down again past its end: the day's reminder, once.
    gov.jump(6);
    await remind();
    await remind();
    expect((await about('grants', grant.id)).map((n) => n.key)).toEqual(['notice.reminder.grantEnds', 'notice.reminder.grantEnded']);
  });

  it('sends nothing twice when a failed run is retried', async () => {
    const { grant } = await gov.grant(gov.user, { accessExpiresAt: gov.ahead(7) });
    const job = gov.run.api.jobs.jobs.find((j) => j.name === 'reminders')!;
    // A run that fails after its work: all of it is undone, its marks too.
    await expect(
      gov.run.api.data.transaction(async (trx) => {
        // Rolled back: what it left for after the commit never runs.
        await job.run(trx, gov.clock.t, () => undefined);
        throw new Error('the run failed before its commit');
      }),
    ).rejects.toThrow('the run failed before its commit');
    expect(await about('grants', grant.id)).toEqual([]);
    await remind();
    await remind();
    expect(await about('grants', grant.id)).toHaveLength(1);
  });
});

describe('an ethics approval expiring', () => {
  it('is reminded of on a running grant and on an open request, to their owner', async () => {
    const ethics = gov.ahead(7);
    const { grant, request } = await gov.grant(gov.user, { accessExpiresAt: gov.ahead(300), extra: { ethicsExpiresAt: ethics } });
    const open = await gov.submitted(gov.user, { ethicsExpiresAt: gov.ahead(30) });
    await remind();
    expect(await about('grants', grant.id)).toEqual([notice('notice.reminder.ethicsExpires', 7, String(grant.code), ethics)]);
    // The approved request's approval is the grant's now: reminded of there only.
    expect(await about('accessRequests', request.id)).toEqual([]);
    expect(await about('accessRequests', open.id)).toEqual([notice('notice.reminder.ethicsExpires', 30, String(open.title), gov.ahead(30))]);
    gov.jump(8);
    await remind();
    expect((await about('grants', grant.id)).map((n) => n.key)).toEqual(['notice.reminder.ethicsExpires', 'notice.reminder.ethicsExpired']);
    // A withdrawn request is not reminded of.
    gov.ok(await gov.move(REQUESTS, open.id, gov.user, { to: 'withdrawn' }), 'withdraw');
    gov.jump(23);
    await remind();
    expect(await about('accessRequests', open.id)).toHaveLength(1);
  });
});

describe('reminders by SMS', () => {
  it('go with the notice, unless the user turned them off', async () => {
    const before = await smsCount();
    await gov.grant(gov.user, { accessExpiresAt: gov.ahead(7) });
    await remind();
    await expect.poll(smsCount, { timeout: 10_000 }).toBe(before + 1);

    gov.ok(await gov.call('PUT', '/api/user/sms-settings', gov.user, { reminderSms: false }), 'turn reminder SMS off');
    const { grant } = await gov.grant(gov.user, { accessExpiresAt: gov.ahead(7) });
    expect(await remind()).toMatch(/\(0 by SMS\)/);
    expect(await about('grants', grant.id)).toHaveLength(1);
    expect(await smsCount()).toBe(before + 1);
  });
});
