/**
 * References in the contract's samples: a declaration alone cannot name an existing record, so a
 * sample's references are chosen among the records its writer lists, by the rule the API applies
 * (resources/lib/references.ts). A caller may prefer some of them (a dataset that makes a quorum
 * needed, or one that does not), and have one made where they may choose none (workflowRecords.ts).
 */
import { mayChoose } from '../resources/lib/references';
import { MAX_PAGE_SIZE, type FieldDecl, type ResourceDecl } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import { roleOf, type Caller, type ContractClient } from './client';
import { validSample } from './sample';

export interface Choosing {
  /** How much a record suits the field `name` (higher first; records scored below 0 are not taken). */
  score?: (name: string, record: RecordData) => number;
  /** A record made for the caller when they may choose none: its id, or undefined. */
  arrange?: (name: string, f: FieldDecl, target: ResourceDecl) => Promise<unknown>;
  /** References already given (a record the check is about): kept as they are. */
  given?: RecordData;
}

/** `sample` with each reference naming a record `caller` may choose; undefined when some reference has none. */
export async function withChosenReferences(
  c: ContractClient,
  decl: ResourceDecl,
  known: readonly ResourceDecl[],
  caller: Caller,
  sample: RecordData,
  choosing: Choosing = {},
): Promise<RecordData | undefined> {
  const chosen = { ...sample };
  let userId: number | undefined;
  for (const [name, f] of Object.entries(decl.fields)) {
    const target = f.reference ? known.find((d) => d.name === f.reference) : undefined;
    if (!target || sample[name] === undefined || choosing.given?.[name] !== undefined) continue;
    userId ??= (await c.call<{ userId: number }>('GET', '/api/user/info', { role: caller })).body?.data?.userId;
    const page = await c.call<{ list: RecordData[] }>('GET', target.endpoint, { role: caller, query: { pageSize: String(MAX_PAGE_SIZE) } });
    const who = { role: roleOf(caller), userId: userId ?? -1 };
    const score = (r: RecordData) => choosing.score?.(name, r) ?? 0;
    const choosable = (page.body?.data?.list ?? []).filter((r) => mayChoose(f, target, r, who, Date.now()) && score(r) >= 0);
    // The best scored, the first listed among equals.
    const best = choosable.reduce<RecordData | undefined>((a, r) => (a === undefined || score(r) > score(a) ? r : a), undefined);
    const id = best?.id ?? (await choosing.arrange?.(name, f, target));
    if (id === undefined) return undefined;
    chosen[name] = f.multiple ? [id] : id;
  }
  return chosen;
}

/** A record `caller` may create: the declaration's sample, its references chosen as above; undefined when there is none. */
export async function chosenSample(
  c: ContractClient,
  decl: ResourceDecl,
  known: readonly ResourceDecl[],
  caller: Caller,
  choosing?: Choosing,
): Promise<RecordData | undefined> {
  const sample = validSample(decl, roleOf(caller));
  return sample && withChosenReferences(c, decl, known, caller, sample, choosing);
}
