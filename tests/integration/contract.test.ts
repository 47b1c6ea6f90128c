/**
 * The contract suite (contract/) against the in-process fake API: every check generated from
 * every declaration in resources/, plus a throw-away declaration that only this test knows,
 * which is covered with no check written for it. The suite must leave the data as it found it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractChecks } from '../../contract/checks';
import { createClient, tokensFor, type ContractClient } from '../../contract/client';
import { runChecks } from '../../contract/runner';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import specimens from '../fixtures/specimens';
import { startApi, type RunningApi } from './helpers';
import { snapshot } from './dataHelpers';

const registered = await loadDeclarations();
const declarations = [...registered, specimens];

let running: RunningApi;
let client: ContractClient;
let before: string;

beforeAll(async () => {
  running = await startApi({ declarations });
  client = createClient(running.baseUrl, await tokensFor(running.baseUrl, {}));
  before = await snapshot(running.api);
});
afterAll(async () => running.stop());

describe('the contract suite against the fake API', () => {
  for (const decl of declarations) {
    describe(decl.name, () => {
      for (const c of contractChecks([decl])) it(c.name, () => c.run(client));
    });
  }

  it('covers the throw-away declaration with checks of its own fields', () => {
    const names = contractChecks([specimens]).map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['sorts by volume, ascending and descending', 'filters by frozen (boolean)', 'filters by collectedAt (date)']),
    );
    expect(names).toContain('creates, reads, updates and deletes a record as admin');
  });

  it('fails a server that does not do what the declaration says', async () => {
    // The server runs the fixture as declared; the suite is told stricter rules the server lacks.
    const stricter = {
      ...specimens,
      fields: { ...specimens.fields, volume: { ...specimens.fields.volume, max: 100 }, note: { ...specimens.fields.note, filter: true } },
    };
    const lines: string[] = [];
    const { failed } = await runChecks(client, contractChecks([stricter]), (l) => lines.push(l));
    const failures = lines.filter((l) => l.startsWith('FAIL')).map((l) => l.split('\n')[0]);
    expect(failures).toEqual([
      'FAIL specimens: filters by note (longtext)',
      'FAIL specimens: refuses invalid writes with data.errors per field (40000) and changes nothing',
    ]);
    expect(failed).toBe(2);
  });

  it('left every collection as it found it', async () => {
    expect(await snapshot(running.api)).toBe(before);
  });
});
