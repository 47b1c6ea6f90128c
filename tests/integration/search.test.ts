/**
 * GET /api/search on either engine: the records the caller may read whose searchable fields hold the
 * text, ignoring case, at most 5 per resource, newest first, each as { resource, id, label }; a
 * per-user collection's hits are the caller's own (unless the role sees all); a resource the role
 * may not read is not searched; an empty or too long text is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGovernance, type Gov } from './governanceHelpers';
import { POLICIES } from './helpers';

type Hit = { resource: string; id: number; label: string };
const VIEWS = '/api/views';

let gov: Gov;
beforeAll(async () => {
  gov = await startGovernance();
}, 60_000);
afterAll(() => gov.stop());

const search = async (q: string, token = gov.admin) => {
  const res = await gov.call<{ list: Hit[] }>('GET', `/api/search?q=${encodeURIComponent(q)}`, token);
  expect(res.json.code, res.text).toBe(20000);
  return res.json.data.list;
};

describe('the search', () => {
  it('finds policies by a part of the name or the number, ignoring case, at most 5, the newest first', async () => {
    const made: number[] = [];
    for (let i = 0; i < 7; i++) {
      const p = gov.ok(
        await gov.call('POST', POLICIES, gov.admin, {
          number: String(50_000_000 + i),
          name: `Zebrafish cohort ${i}`,
          contentType: 'img',
          filterType: 'rules',
          count: 1,
          status: 'online',
        }),
        'policy',
      );
      made.push(p.id);
    }
    const hits = (await search('ZEBRAFISH')).filter((h) => h.resource === 'policies');
    expect(hits).toEqual(
      made
        .slice(-5)
        .reverse()
        .map((id, i) => ({ resource: 'policies', id, label: `Zebrafish cohort ${6 - i}` })),
    );
    expect((await search('50000003')).filter((h) => h.resource === 'policies').map((h) => h.id)).toEqual([made[3]]);
    expect(await search('no record holds this')).toEqual([]);
  });

  it("keeps a per-user collection's hits the caller's own, and leaves out what the role may not read", async () => {
    gov.ok(await gov.call('POST', VIEWS, gov.user, { name: 'Quokka view', resource: 'policies', state: 'sort=name' }), 'view');
    expect((await search('quokka', gov.user)).map((h) => h.resource)).toEqual(['views']);
    expect(await search('quokka', gov.admin)).toEqual([]);
    // Channels are for admins: a user's search never looks in them.
    const channel = (await search('a', gov.admin)).some((h) => h.resource === 'channels');
    expect(channel).toBe(true);
    expect((await search('a', gov.user)).some((h) => h.resource === 'channels')).toBe(false);
  });

  it('refuses no text, only spaces, and more than 200 characters', async () => {
    for (const q of ['', '   ', 'x'.repeat(201)]) {
      const res = await gov.call('GET', `/api/search?q=${encodeURIComponent(q)}`, gov.admin);
      expect(res.json.code).toBe(40000);
    }
    expect((await gov.call('GET', '/api/search', gov.admin)).json.code).toBe(40000);
  });
});
