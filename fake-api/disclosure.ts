/**
 * A record's disclosure report (schema.ts `Disclosure`, resources/lib/disclosure.ts): computed from
 * its file whenever the file or its marking is written, kept in `mds_reports` in the same
 * transaction, summed up in the declared summary field, and computed again when a checker decides
 * (a dataset's sensitivity may have raised the threshold meanwhile).
 */
import { isStoredFile } from '../resources/lib/files';
import { columnList, csvHeader, DEFAULT_RULES, imageReport, summaryOf, tableReport, unknownColumns, type DisclosureReport } from '../resources/lib/disclosure';
import type { ResourceDecl } from '../resources/lib/schema';
import type { RecordData } from '../resources/lib/validate';
import type { AnyDb, Data } from './data';
import { ApiFailure, CODES } from './envelope';
import { referencedBy } from './referenced';

/** The smallest count shown for this record: the declared one, raised by what its references hold. */
async function thresholdOf(db: AnyDb, data: Data, decl: ResourceDecl, record: RecordData, now: number): Promise<number> {
  const d = decl.disclosure!;
  const base = d.threshold ?? DEFAULT_RULES.threshold;
  if (!d.raise) return base;
  let level: { decl: ResourceDecl; records: RecordData[] }[] = [{ decl, records: [record] }];
  for (const field of d.raise.path) {
    const next: typeof level = [];
    for (const { decl: at, records } of level)
      for (const r of records) {
        const { target, records: found } = await referencedBy(db, data, at, r, field, now);
        if (target) next.push({ decl: target, records: found });
      }
    level = next;
  }
  const values = level.flatMap(({ records }) => records.map((r) => String(r[d.raise!.field] ?? '')));
  return Math.max(base, ...values.map((v) => d.raise!.thresholds[v] ?? base));
}

/** The record's table (its CSV file's text), or undefined for an image or no file. */
async function tableOf(db: AnyDb, data: Data, decl: ResourceDecl, record: RecordData): Promise<string | undefined> {
  const d = decl.disclosure!;
  const stored = record[d.file];
  if (!isStoredFile(stored) || stored.type !== 'text/csv') return undefined;
  return (await data.records(decl.name).file(db, record.id as number, d.file))?.toString('utf8');
}

const markingOf = (d: NonNullable<ResourceDecl['disclosure']>, record: RecordData) => ({
  magnitude: columnList(record[d.magnitude]),
  notCounts: columnList(record[d.notCounts]),
});

/** The report of the record's file as it is now; undefined without a file. */
export async function currentReport(db: AnyDb, data: Data, decl: ResourceDecl, record: RecordData, now: number): Promise<DisclosureReport | undefined> {
  const d = decl.disclosure;
  if (!d || !isStoredFile(record[d.file])) return undefined;
  const rules = { ...DEFAULT_RULES, threshold: await thresholdOf(db, data, decl, record, now) };
  const text = await tableOf(db, data, decl, record);
  return text === undefined ? imageReport(rules) : tableReport(text, markingOf(d, record), rules);
}

/** A marking that names a column the file does not have is refused (40000 naming the field). */
function checkMarking(d: NonNullable<ResourceDecl['disclosure']>, record: RecordData, text: string) {
  const header = csvHeader(text);
  const marking = markingOf(d, record);
  const errors = Object.fromEntries(
    ([d.magnitude, d.notCounts] as const).flatMap((field) => {
      const unknown = unknownColumns(header, field === d.magnitude ? marking.magnitude : marking.notCounts);
      return unknown.length ? [[field, `the file has no column "${unknown[0].slice(0, 40)}"`]] : [];
    }),
  );
  const [field] = Object.keys(errors);
  if (field) throw new ApiFailure(CODES.badInput, `${field} names a column the file does not have`, { errors });
}

/** Whether a write changed what the report reads: the file, how its columns are marked, or the reference its threshold follows. */
const readsChanged = (d: NonNullable<ResourceDecl['disclosure']>, before: RecordData | undefined, after: RecordData) =>
  !before ||
  [d.file, d.magnitude, d.notCounts, ...(d.raise?.path.slice(0, 1) ?? [])].some(
    (name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null),
  );

/**
 * After a write of the record: when the file or its marking changed, the marking checked, the
 * report kept and the summary field set, in the write's transaction; the record as stored.
 */
export async function keepReport(
  db: AnyDb,
  data: Data,
  decl: ResourceDecl,
  before: RecordData | undefined,
  record: RecordData,
  now: number,
): Promise<RecordData> {
  const d = decl.disclosure;
  if (!d || !readsChanged(d, before, record)) return record;
  const text = await tableOf(db, data, decl, record);
  if (text !== undefined) checkMarking(d, record, text);
  const report = await currentReport(db, data, decl, record, now);
  await db
    .deleteFrom('mds_reports')
    .where('resource', '=', decl.name)
    .where('record_id', '=', record.id as number)
    .execute();
  if (report)
    await db
      .insertInto('mds_reports')
      .values({ resource: decl.name, record_id: record.id as number, report: JSON.stringify(report) })
      .execute();
  const summary = report ? summaryOf(report) : null;
  if ((record[d.summary] ?? null) === summary) return record;
  await db
    .updateTable(decl.name)
    .set({ [d.summary]: summary })
    .where('id', '=', record.id as number)
    .execute();
  const out = { ...record };
  if (summary === null) delete out[d.summary];
  else out[d.summary] = summary;
  return out;
}

/** The report kept for a record, or null. */
export async function storedReport(db: AnyDb, resource: string, recordId: number): Promise<DisclosureReport | null> {
  const row = await db.selectFrom('mds_reports').select('report').where('resource', '=', resource).where('record_id', '=', recordId).executeTakeFirst();
  return row ? (JSON.parse(String(row.report)) as DisclosureReport) : null;
}
