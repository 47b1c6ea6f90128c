/**
 * Versions of records (docs/api-contract.md, "Versions and If-Match"), for every resource a role
 * may write: a record answer's strong ETag, the same in the list's `etags`, and a write sent with
 * a stale `If-Match` refused with 41200 (HTTP 412), the record as it is now in the answer and
 * nothing changed. The description (conformance.ts) already makes every record answer carry ETag.
 */
import { isRoleAllowed, ROLES, type ResourceDecl, type Role } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import type { ContractClient } from './client';
import type { ContractCheck } from './contractCheck';
import { check, expectCode } from './expect';
import { chosenSample } from './references';
import type { Reply } from './reply';

const STRONG = /^"[0-9a-f]{64}"$/;
/** A version no record has. */
const STALE = `"${'0'.repeat(64)}"`;

type Changed = { current?: RecordData; etag?: string } | null;

function etagOf(r: Reply, what: string): string {
  const etag = r.headers?.get('ETag') ?? '';
  check(STRONG.test(etag), `${what}: a record answer must carry a strong ETag ("<sha256 hex>"), got ${JSON.stringify(etag)}`);
  return etag;
}

/** A 41200 carrying the record as it is now and its ETag, `etag`. */
function expectChanged(r: Reply<Changed>, id: unknown, etag: string, what: string) {
  expectCode(r, 41200, what);
  check(r.body.data?.current?.id === id, `${what}: data.current must be the record as it is now`);
  check(r.body.data?.etag === etag, `${what}: data.etag must be the record's ETag now (${etag}), got ${JSON.stringify(r.body.data?.etag)}`);
}

export function versionChecks(decl: ResourceDecl, known: readonly ResourceDecl[] = [decl]): ContractCheck[] {
  const writers = ROLES.filter((r) => isRoleAllowed(decl.access.write, r));
  if (writers.length === 0) return [];
  const ep = decl.endpoint;
  /** A new record by the first writer who can make one; a random unique value may meet an existing record: drawn again. */
  const create = async (c: ContractClient): Promise<[Role, Reply<RecordData>]> => {
    for (let i = 0; i < 5; i++)
      for (const role of writers) {
        const sample = await chosenSample(c, decl, known, role);
        if (!sample) continue;
        const created = await c.call<RecordData>('POST', ep, { role, body: sample });
        if (created.body?.code !== 40900) return [role, created];
      }
    check(false, `cannot create a ${decl.name} record from the declaration`);
  };
  const run = async (c: ContractClient) => {
    const [writer, created] = await create(c);
    expectCode(created, 20000, `POST ${ep}`);
    const id = created.body.data.id;
    let deleted = false;
    try {
      let etag = etagOf(created, `POST ${ep}`);
      if (isRoleAllowed(decl.access.read, writer)) {
        const read = await c.call<RecordData>('GET', `${ep}/${id}`, { role: writer });
        etag = etagOf(read, `GET ${ep}/${id}`);
        const page = await c.call<{ etags?: Record<string, string> }>('GET', ep, { role: writer, query: { id: String(id) } });
        check(page.body.data?.etags?.[String(id)] === etag, `GET ${ep}?id=${id}: data.etags["${id}"] must be the record's ETag ${etag}`);
      }
      const ifMatch = { 'If-Match': STALE };
      expectChanged(await c.call('PATCH', `${ep}/${id}`, { role: writer, body: {}, headers: ifMatch }), id, etag, `PATCH ${ep}/${id} with a stale If-Match`);
      expectChanged(await c.call('DELETE', `${ep}/${id}`, { role: writer, headers: ifMatch }), id, etag, `DELETE ${ep}/${id} with a stale If-Match`);
      const gone = await c.call('DELETE', `${ep}/${id}`, { role: writer, headers: { 'If-Match': etag } });
      expectCode(gone, 20000, `DELETE ${ep}/${id} with the record's ETag (the refused writes must have changed nothing)`);
      deleted = true;
    } finally {
      if (!deleted) await c.call('DELETE', `${ep}/${id}`, { role: writer }).catch(() => undefined);
    }
  };
  return [{ resource: decl.name, name: 'answers ETags and refuses a write on a stale If-Match (41200), changing nothing', run }];
}
