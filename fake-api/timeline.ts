/**
 * A record's chain of custody (schema.ts `TimelineLink`): its creation and every change of state,
 * joined with those of the records that depend on it (a request's grants, their outputs), with
 * actor, time, the fields given (overrides, the sha256 of a file checked) and what caused an
 * effect; oldest first.
 */
import { ownerNameField, type ResourceDecl, type TimelineLink } from '../resources/lib/schema';
import { CREATE_ENTRY, type TimelineEntry } from '../resources/lib/workflow';
import type { RecordData } from '../resources/lib/validate';
import type { AnyDb, Data } from './data';
import { historiesOf } from './database/history';

/** The most records one timeline follows: a bound on what one call reads. */
const MAX_RECORDS = 500;

/**
 * A record's creation as the timeline's first entry for it: who and when.
 * A record nobody writes by hand (a grant) is made by a transition, whose own entry says so.
 */
function created(decl: ResourceDecl, record: RecordData): TimelineEntry | undefined {
  if (decl.access.write.length === 0) return undefined;
  const at = Object.entries(decl.fields).find(([, f]) => f.auto === 'createdAt')?.[0];
  const by = ownerNameField(decl);
  if (!at || typeof record[at] !== 'string') return undefined;
  const state = String(record[decl.workflow?.field ?? ''] ?? '');
  return {
    time: record[at],
    resource: decl.name,
    recordId: record.id as number,
    label: String(record[decl.recordLabel] ?? record.id),
    transition: CREATE_ENTRY,
    from: '',
    to: decl.workflow ? String(decl.fields[decl.workflow.field]?.defaultValue ?? state) : '',
    actor: by && typeof record[by] === 'string' ? record[by] : '',
    // The files it came with are entries of its history (fileHistory.ts), as are those that replaced them.
    fields: {},
  };
}

async function entriesOf(db: AnyDb, decl: ResourceDecl, records: readonly RecordData[]): Promise<TimelineEntry[]> {
  const labels = new Map(records.map((r) => [r.id as number, String(r[decl.recordLabel] ?? r.id)]));
  const changes = (await historiesOf(db, decl.name, [...labels.keys()])).map(
    ({ recordId, time, actor, transition, from, to, fields, cause }): TimelineEntry => ({
      time,
      resource: decl.name,
      recordId,
      label: labels.get(recordId) ?? String(recordId),
      transition,
      from,
      to,
      actor,
      fields,
      ...(cause && { cause }),
    }),
  );
  return [...records.flatMap((r) => created(decl, r) ?? []), ...changes];
}

export async function timelineOf(db: AnyDb, data: Data, decl: ResourceDecl, record: RecordData): Promise<TimelineEntry[]> {
  const out = await entriesOf(db, decl, [record]);
  let followed = 1;
  const follow = async (links: readonly TimelineLink[], parents: readonly RecordData[]) => {
    for (const link of links) {
      const target = data.decl(link.resource);
      if (!target) continue;
      const children: RecordData[] = [];
      for (const parent of parents)
        for (const child of await data.records(target.name).referencing(db, link.via, parent.id as number)) if (followed++ < MAX_RECORDS) children.push(child);
      out.push(...(await entriesOf(db, target, children)));
      if (link.then) await follow(link.then, children);
    }
  };
  await follow(decl.timeline ?? [], [record]);
  // Oldest first; entries of one moment in the order they were written.
  return out
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.time.localeCompare(b.e.time) || a.i - b.i)
    .map(({ e }) => e);
}
