/**
 * Notices: rows of the `messages` collection (type `notice`) that tell a user of something that
 * concerns them, written in the caller's transaction, so that they exist exactly when what they tell
 * of committed. Each holds a message key and its parameters, which the console says in its reader's
 * language, a link to the record, and an English title and text for any other client. A workflow
 * declares whom its transitions concern (schema.ts `Transition.notify`); reminders and other jobs
 * call `addNotices` with keys of their own.
 */
import messages, { UNREAD } from '../resources/messages';
import { ownerField, type ResourceDecl } from '../resources/lib/schema';
import { noticeKey, readRecipient } from '../resources/lib/notices';
import type { Recipient } from '../resources/lib/transitionRules';
import type { RecordData } from '../resources/lib/validate';
import { CREATE_ENTRY, SYSTEM_ACTOR } from '../resources/lib/workflow';
import type { AnyDb, Data } from './data';
import { keptWrites } from './keptWrites';

export interface Notice {
  userId: number;
  key: string;
  params: Record<string, string | number>;
  link?: { resource: string; id: number };
}

/** The longest text a parameter keeps (a reviewer's note is shown in a box, not read in full there). */
const MAX_PARAM = 500;
/** The messages collection's title is at most 120 characters. */
const MAX_TITLE = 120;

/** A declaration's singular name in English ("Access request |||| Access requests"). */
const englishName = (decl: ResourceDecl) => decl.messages['en-US'].name.split('||||')[0].trim();

/** The state a declared notice's record came to: the transition's `to`, a new record's first state. */
function stateReached(decl: ResourceDecl, key: string): string | undefined {
  const wf = decl.workflow;
  const prefix = noticeKey(decl.name, '');
  if (!wf || !key.startsWith(prefix)) return undefined;
  const name = key.slice(prefix.length);
  const to = name === CREATE_ENTRY ? decl.fields[wf.field]?.defaultValue : wf.transitions.find((t) => t.name === name)?.to;
  return typeof to === 'string' ? (decl.messages['en-US'].enums?.[wf.field]?.[to] ?? to) : undefined;
}

/** The English title and text of a notice, for a client that does not know its key: "Access request “…” is now Approved." */
function englishOf(data: Data, n: Notice): { title: string; content: string } {
  const decl = n.link ? data.decl(n.link.resource) : undefined;
  const label = n.params.label === undefined ? '' : `“${n.params.label}”`;
  if (!decl) return { title: 'Notice', content: label || n.key };
  const name = englishName(decl);
  const state = stateReached(decl, n.key);
  return { title: name, content: [name, label, state && `is now ${state}.`].filter(Boolean).join(' ') };
}

/**
 * Writes each notice to its user's inbox, unread, at `at`, inside `trx`. Nothing when this API
 * serves no messages collection.
 */
export async function addNotices(data: Data, trx: AnyDb, notices: readonly Notice[], at: number): Promise<void> {
  if (!data.has(messages.name) || notices.length === 0) return;
  // Delivered by the system: kept as a revision and told to the owner's open inbox like any write.
  const inbox = keptWrites(data, messages, SYSTEM_ACTOR, at);
  const time = new Date(at).toISOString();
  for (const n of notices) {
    if (!Number.isInteger(n.userId) || n.userId < 1) continue;
    const { title, content } = englishOf(data, n);
    await inbox.insert(trx, {
      type: 'notice',
      title: title.slice(0, MAX_TITLE),
      content,
      time,
      status: UNREAD,
      owner: n.userId,
      key: n.key,
      params: JSON.stringify(n.params),
      ...(n.link && { linkResource: n.link.resource, linkId: n.link.id }),
    });
  }
}

/** The ids of the users a record's notice goes to: its owner, every user of a role, the user a field names. */
async function recipientIds(trx: AnyDb, decl: ResourceDecl, record: RecordData, notify: readonly Recipient[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const r of notify) {
    const read = readRecipient(r);
    if (read.kind === 'role') {
      const rows = await trx.selectFrom('mds_users').select('id').where('role', '=', read.role).execute();
      for (const row of rows) ids.add(Number(row.id));
      continue;
    }
    const field = read.kind === 'owner' ? ownerField(decl) : read.field;
    const id = field === undefined ? NaN : Number(record[field]);
    if (Number.isInteger(id) && id > 0) ids.add(id);
  }
  return [...ids];
}

/** Who did what the notice tells of: a person, or the system (user 0). */
export interface Doer {
  userId: number;
  actor: string;
}

/**
 * The notices of `transition` (a transition's name, or `create` for a new record) on `record`,
 * to whom `notify` names but the doer, written in `trx`. Their parameters: the record's label, the
 * doer's name, and the fields given with it (a reviewer's note).
 */
export async function notifyOf(
  trx: AnyDb,
  data: Data,
  decl: ResourceDecl,
  record: RecordData,
  transition: string,
  notify: readonly Recipient[] | undefined,
  by: Doer,
  fields: Readonly<Record<string, unknown>>,
  at: number,
): Promise<void> {
  if (!notify?.length) return;
  const params: Record<string, string | number> = { label: String(record[decl.recordLabel] ?? `#${String(record.id)}`), actor: by.actor };
  for (const [name, v] of Object.entries(fields))
    if (Object.hasOwn(decl.fields, name) && (typeof v === 'string' || typeof v === 'number')) params[name] = typeof v === 'string' ? v.slice(0, MAX_PARAM) : v;
  const link = { resource: decl.name, id: record.id as number };
  const key = noticeKey(decl.name, transition);
  const users = (await recipientIds(trx, decl, record, notify)).filter((id) => id !== by.userId);
  await addNotices(
    data,
    trx,
    users.map((userId) => ({ userId, key, params, link })),
    at,
  );
}

/** A new record's notices (schema.ts `Workflow.notifyOnCreate`): an output submitted for checking tells the admins. */
export const notifyCreated = (trx: AnyDb, data: Data, decl: ResourceDecl, record: RecordData, by: Doer, at: number) =>
  notifyOf(trx, data, decl, record, CREATE_ENTRY, decl.workflow?.notifyOnCreate, by, {}, at);
