/**
 * References in the contract's samples: a declaration alone cannot name an existing record, so a
 * sample's references are chosen among the records its writer lists, by the rule the API applies
 * (resources/lib/references.ts).
 */
import { mayChoose } from '../resources/lib/references';
import { MAX_PAGE_SIZE, type ResourceDecl } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import { roleOf, type Caller, type ContractClient } from './client';
import { validSample } from './sample';

/** `sample` with each reference naming a record `caller` may choose; undefined when some reference has none. */
export async function withChosenReferences(
  c: ContractClient,
  decl: ResourceDecl,
  known: readonly ResourceDecl[],
  caller: Caller,
  sample: RecordData,
): Promise<RecordData | undefined> {
  const chosen = { ...sample };
  let userId: number | undefined;
  for (const [name, f] of Object.entries(decl.fields)) {
    const target = f.reference ? known.find((d) => d.name === f.reference) : undefined;
    if (!target || sample[name] === undefined) continue;
    userId ??= (await c.call<{ userId: number }>('GET', '/api/user/info', { role: caller })).body?.data?.userId;
    const page = await c.call<{ list: RecordData[] }>('GET', target.endpoint, { role: caller, query: { pageSize: String(MAX_PAGE_SIZE) } });
    const who = { role: roleOf(caller), userId: userId ?? -1 };
    const id = page.body?.data?.list?.find((r) => mayChoose(f, target, r, who, Date.now()))?.id;
    if (id === undefined) return undefined;
    chosen[name] = f.multiple ? [id] : id;
  }
  return chosen;
}

/** A record `caller` may create: the declaration's sample, its references chosen as above; undefined when there is none. */
export async function chosenSample(c: ContractClient, decl: ResourceDecl, known: readonly ResourceDecl[], caller: Caller): Promise<RecordData | undefined> {
  const sample = validSample(decl, roleOf(caller));
  return sample && withChosenReferences(c, decl, known, caller, sample);
}
