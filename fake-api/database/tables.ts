/**
 * The API's own tables, beside one table per resource declaration (see declaredTables.ts).
 * Times are milliseconds since the epoch; JSON columns hold text.
 */
import { sql, type Generated, type Kysely } from 'kysely';
import type { FieldDecl } from '../../resources/lib/schema';
import { avatarSteps } from './avatars';

/** The two databases the API runs on. */
export type Engine = 'sqlite' | 'postgres';

/** One step of bringing the database up to the declarations (migrate.ts). */
export interface Step {
  /** Recorded in `mds_migrations` once applied; also what `npm run db -- status` shows. */
  step: string;
  run: (db: AnyDb) => Promise<unknown>;
  /**
   * The step this one reverses (an index made, then dropped): its record goes once this one is
   * applied, so that a later plan may apply it again.
   */
  undoes?: string;
}

export interface MigrationRow {
  id: Generated<number>;
  step: string;
  applied_at: string;
}

export interface UserRow {
  id: Generated<number>;
  username: string | null;
  /** The phone number's E.164 form (phone.ts), by which phone sign-in finds the user; unique. */
  phone: string | null;
  role: string;
  /** The profile as JSON text. */
  profile: string;
}

export interface SessionRow {
  /** sha256 of the token: the database never holds a usable token. */
  token_hash: string;
  user_id: number;
  role: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** Last use, written at most once a minute (idle expiry holds across API processes). */
  last_seen: number;
}

/** A feature's own state (fake-api/features/), JSON text under its key. */
export interface StateRow {
  key: string;
  value: string;
}

/**
 * Tally rows of records per table, and per value of a counted filter (counts.ts); field and
 * value '' for the table. A table's count is the sum of its rows' `n`; its write version, the sum
 * of their `writes`.
 */
export interface TallyRow {
  tbl: string;
  field: string;
  value: string;
  n: number;
  writes: number;
}

/** The recent hits of one rate limit key, as a JSON array of times. */
export interface LimitRow {
  key: string;
  hits: string;
  /** When its last hit leaves the window: past it, the row holds nothing and is removed. */
  until: Generated<number>;
}

/** The pending SMS code of a phone, by its hash. */
export interface SmsCodeRow {
  phone: string;
  code_hash: string;
  sent_at: number;
  expires_at: number;
  wrong_tries: number;
}

/**
 * One text handed to the SMS gateway (fake-api/sms.ts), as an admin reads it: the number masked,
 * never the text or its parameters (a sign-in code), never a provider's secret.
 */
export interface SmsDeliveryRow {
  id: Generated<number>;
  /** Masked as the console shows phones: 138****0001. */
  recipient: string;
  /** The text's template key: signIn, reminder… */
  template: string;
  /** SMS_PROVIDER when it was sent: log, webhook or aliyun. */
  provider: string;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  /** Why the last attempt failed, in the gateway's words (a status, a timeout, a provider's code). */
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

/** One change of a workflow's state (resources/lib/workflow.ts HistoryEntry), kept per record. */
export interface TransitionRow {
  id: Generated<number>;
  resource: string;
  record_id: number;
  user_id: number;
  actor: string;
  transition: string;
  from_state: string;
  to_state: string;
  /** The fields given with the transition, as JSON text. */
  fields: string;
  at: number;
  /** What made the system take it (another record's transition), as JSON text; null when a person took it. */
  cause: string | null;
}

/**
 * One change of a declared collection's record (fake-api/revisions.ts): who, when, what it was
 * (create, update, transition, revert, delete) and each field's value before and after, as JSON
 * text. Beside `mds_transitions` (a workflow's history), which it does not replace.
 */
export interface RevisionRow {
  id: Generated<number>;
  resource: string;
  record_id: number;
  at: number;
  /** The person's user id and name; both null when the system made the change (an effect, the expiry sweep). */
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  /** The transition's name, for a transition. */
  transition: string | null;
  /** `[{ field, before, after }]` as JSON text. */
  changes: string;
}

/**
 * One change of a declared collection's record as the live streams tell it (fake-api/events.ts),
 * also someone starting or stopping to edit one (`editing`, `left`). Kept a few minutes only: what
 * a reconnecting stream resumes from (`Last-Event-ID`). On PostgreSQL each commit that writes some
 * notifies the channel `mds_events`, so every API process hears of them.
 */
export interface EventRow {
  id: Generated<number>;
  at: number;
  resource: string;
  record_id: number;
  action: string;
  /** The revision it wrote (none when the declaration keeps no history, or for presence). */
  revision_id: number | null;
  actor_id: number | null;
  actor_name: string | null;
  /** The record's owner in a per-user collection: only they (and roles that see every record) hear of it. */
  owner_id: number | null;
}

/** Who has a record's edit form open, until when (renewed while it stays open). */
export interface PresenceRow {
  resource: string;
  record_id: number;
  user_id: number;
  name: string;
  until: number;
}

/** A record's disclosure report (resources/lib/disclosure.ts), as JSON text, kept with its file. */
export interface ReportRow {
  resource: string;
  record_id: number;
  report: string;
}

/** The last run of each scheduled job (fake-api/jobs.ts). */
export interface JobRow {
  name: string;
  started_at: number;
  finished_at: number | null;
  /** What it did, or why it failed. */
  result: string;
  ok: number;
}

/**
 * A reminder of a record's date (fake-api/reminders.ts), one row per record, kind, date and
 * threshold (days before): the key that makes each reminder go out once, whichever API process
 * and however many runs. `sent` 0: marked only (a nearer threshold was due, and went instead).
 */
export interface ReminderRow {
  resource: string;
  record_id: number;
  kind: string;
  /** The date reminded of (YYYY-MM-DD): a new date (a renewal) is reminded of anew. */
  due: string;
  threshold: number;
  user_id: number;
  sent: number;
  at: number;
}

/** A deleted record of a declaration with `trash: true`, until it is restored or purged (fake-api/trash.ts). */
export interface TrashRow {
  resource: string;
  record_id: number;
  /** The record as stored, as JSON text (its files' bytes stay in mds_files until it is purged). */
  data: string;
  /** The owner of a per-user collection's record (its trash is scoped like its list); else null. */
  owner_id: number | null;
  deleted_by_id: number | null;
  deleted_by_name: string | null;
  deleted_at: number;
}

/** The bytes of a record's `file` field (its metadata is in the record's own column). */
export interface FileRow {
  resource: string;
  record_id: number;
  field: string;
  bytes: Uint8Array;
}

/**
 * Every column of a row type, as a query names them (never `*`): on PostgreSQL a statement is
 * prepared once per connection, and a prepared `SELECT *` fails ("cached plan must not change
 * result type") once another API process adds a column. The type checks that the list is whole.
 */
const columnsOf = <Row>(columns: { [K in keyof Row]-?: true }) => Object.keys(columns) as (keyof Row & string)[];

export const USER_COLUMNS = columnsOf<UserRow>({ id: true, username: true, phone: true, role: true, profile: true });
export const TRANSITION_COLUMNS = columnsOf<TransitionRow>({
  id: true,
  resource: true,
  record_id: true,
  user_id: true,
  actor: true,
  transition: true,
  from_state: true,
  to_state: true,
  fields: true,
  at: true,
  cause: true,
});

export const REVISION_COLUMNS = columnsOf<RevisionRow>({
  id: true,
  resource: true,
  record_id: true,
  at: true,
  actor_id: true,
  actor_name: true,
  action: true,
  transition: true,
  changes: true,
});

export interface Tables {
  mds_migrations: MigrationRow;
  mds_users: UserRow;
  mds_sessions: SessionRow;
  mds_state: StateRow;
  mds_limits: LimitRow;
  mds_tallies: TallyRow;
  mds_sms_codes: SmsCodeRow;
  mds_transitions: TransitionRow;
  mds_files: FileRow;
  mds_reports: ReportRow;
  mds_jobs: JobRow;
  mds_reminders: ReminderRow;
  mds_sms_deliveries: SmsDeliveryRow;
  mds_revisions: RevisionRow;
  mds_trash: TrashRow;
  mds_events: EventRow;
  mds_presence: PresenceRow;
}

/** A declared collection's table: its columns are the declaration's fields (declaredTables.ts). */
export type CollectionRow = Record<string, string | number | null>;
// Kysely's types know tables by name; a declared table's name is data, so its queries go untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export const SYSTEM_PREFIX = 'mds_';

/** A value as its column holds it: a flag as 0/1 in SQLite, a `multiple` field's list and a file's metadata as JSON text. */
export const storedValue = (f: FieldDecl | undefined, v: unknown, engine: Engine) =>
  f?.multiple || f?.kind === 'file' ? JSON.stringify(v) : f?.kind === 'boolean' && engine === 'sqlite' ? (v ? 1 : 0) : v;

/** What a declaration's and its fields' names must be: they become SQL identifiers. */
export const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;
/** An identifier quoted for SQL text written out whole (triggers); only ever a checked name. */
export const quoted = (name: string) => `"${name}"`;

/**
 * Expired sessions and SMS codes are kept a day, so that they still answer "expired" rather than
 * "unknown"; older ones are removed by the next sign-in or code request.
 */
export const forgetExpired = (trx: AnyDb, table: 'mds_sessions' | 'mds_sms_codes', now: number) =>
  trx
    .deleteFrom(table)
    .where('expires_at', '<', now - 86_400_000)
    .execute();

/** A table made with its `id` column: generated, never reused (AUTOINCREMENT / identity). */
export const tableWithId = (db: AnyDb, engine: Engine, table: string) =>
  db.schema
    .createTable(table)
    .ifNotExists()
    .addColumn('id', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()));

/**
 * After rows were written with their own ids (seed, import, demo accounts): PostgreSQL's identity
 * does not see ids given explicitly (SQLite's AUTOINCREMENT does), so its next id must follow them;
 * `next`, when given, is the least next id (an imported store's, so that no deleted id comes back).
 */
export async function followGivenIds(db: AnyDb, engine: Engine, table: string, next = 1): Promise<void> {
  const last = sql`greatest(coalesce((SELECT max(id) FROM ${sql.table(table)}), 0), ${next - 1})`;
  if (engine === 'postgres') {
    // An empty table (nothing imported for a collection the old store did not have) starts at 1: a sequence has no 0.
    await sql`SELECT setval(pg_get_serial_sequence(${quoted(table)}, 'id'), greatest(${last}, 1), ${last} > 0)`.execute(db);
    return;
  }
  if (next <= 1) return;
  await sql`INSERT INTO sqlite_sequence (name, seq) SELECT ${table}, 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ${table})`.execute(db);
  await sql`UPDATE sqlite_sequence SET seq = max(seq, ${next - 1}) WHERE name = ${table}`.execute(db);
}

/** Steps that make the API's own tables, in order; each is recorded once applied. */
export function systemSteps(engine: Engine): { step: string; run: (db: AnyDb) => Promise<unknown> }[] {
  const bigint = engine === 'postgres' ? 'bigint' : 'integer';
  const serial = (db: AnyDb, table: string) => tableWithId(db, engine, table);
  return [
    {
      step: 'create table mds_users',
      run: (db) =>
        serial(db, 'mds_users')
          .addColumn('username', 'text', (c) => c.unique())
          .addColumn('phone', 'text', (c) => c.unique())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('profile', 'text', (c) => c.notNull())
          .execute(),
    },
    {
      step: 'create table mds_sessions',
      run: async (db) => {
        await db.schema
          .createTable('mds_sessions')
          .ifNotExists()
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('mds_users.id').onDelete('cascade'))
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('created_at', bigint, (c) => c.notNull())
          .addColumn('expires_at', bigint, (c) => c.notNull())
          .addColumn('revoked_at', bigint)
          .addColumn('last_seen', bigint, (c) => c.notNull())
          .execute();
        await db.schema.createIndex('mds_sessions_user').ifNotExists().on('mds_sessions').columns(['user_id', 'expires_at']).execute();
      },
    },
    {
      step: 'create table mds_state',
      run: (db) =>
        db.schema
          .createTable('mds_state')
          .ifNotExists()
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute(),
    },
    {
      step: 'create table mds_limits',
      run: (db) =>
        db.schema
          .createTable('mds_limits')
          .ifNotExists()
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('hits', 'text', (c) => c.notNull())
          .addColumn('until', bigint, (c) => c.notNull().defaultTo(0))
          .execute()
          .then(() => db.schema.createIndex('mds_limits_until').ifNotExists().on('mds_limits').column('until').execute()),
    },
    {
      step: 'create table mds_sms_codes',
      run: (db) =>
        db.schema
          .createTable('mds_sms_codes')
          .ifNotExists()
          .addColumn('phone', 'text', (c) => c.primaryKey())
          .addColumn('code_hash', 'text', (c) => c.notNull())
          .addColumn('sent_at', bigint, (c) => c.notNull())
          .addColumn('expires_at', bigint, (c) => c.notNull())
          .addColumn('wrong_tries', 'integer', (c) => c.notNull())
          .execute()
          .then(() => db.schema.createIndex('mds_sms_codes_expires').ifNotExists().on('mds_sms_codes').column('expires_at').execute()),
    },
    {
      step: 'create table mds_transitions',
      run: (db) =>
        serial(db, 'mds_transitions')
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('record_id', bigint, (c) => c.notNull())
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('actor', 'text', (c) => c.notNull())
          .addColumn('transition', 'text', (c) => c.notNull())
          .addColumn('from_state', 'text', (c) => c.notNull())
          .addColumn('to_state', 'text', (c) => c.notNull())
          .addColumn('fields', 'text', (c) => c.notNull())
          .addColumn('at', bigint, (c) => c.notNull())
          .execute()
          .then(() => db.schema.createIndex('mds_transitions_record').ifNotExists().on('mds_transitions').columns(['resource', 'record_id', 'id']).execute()),
    },
    {
      step: 'create table mds_tallies',
      run: async (db) => {
        await db.schema
          .createTable('mds_tallies')
          .ifNotExists()
          .addColumn('tbl', 'text', (c) => c.notNull())
          .addColumn('field', 'text', (c) => c.notNull())
          .addColumn('value', 'text', (c) => c.notNull())
          .addColumn('n', bigint, (c) => c.notNull())
          .addColumn('writes', bigint, (c) => c.notNull())
          .execute();
        await db.schema.createIndex('mds_tallies_key').ifNotExists().on('mds_tallies').columns(['tbl', 'field', 'value']).execute();
      },
    },
    // Its one counter row per value, which writers waited on each other for, is replaced by mds_tallies.
    { step: 'drop table mds_counts', run: (db) => db.schema.dropTable('mds_counts').ifExists().execute() },
    {
      step: 'create table mds_files',
      run: (db) =>
        db.schema
          .createTable('mds_files')
          .ifNotExists()
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('record_id', bigint, (c) => c.notNull())
          .addColumn('field', 'text', (c) => c.notNull())
          .addColumn('bytes', engine === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
          .addPrimaryKeyConstraint('mds_files_key', ['resource', 'record_id', 'field'])
          .execute(),
    },
    // Effects: a transition the system took because of another record's (a grant closed holds its outputs).
    { step: 'add column mds_transitions.cause', run: (db) => db.schema.alterTable('mds_transitions').addColumn('cause', 'text').execute() },
    {
      step: 'create table mds_reports',
      run: (db) =>
        db.schema
          .createTable('mds_reports')
          .ifNotExists()
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('record_id', bigint, (c) => c.notNull())
          .addColumn('report', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('mds_reports_key', ['resource', 'record_id'])
          .execute(),
    },
    {
      step: 'create table mds_jobs',
      run: (db) =>
        db.schema
          .createTable('mds_jobs')
          .ifNotExists()
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('started_at', bigint, (c) => c.notNull())
          .addColumn('finished_at', bigint)
          .addColumn('result', 'text', (c) => c.notNull())
          .addColumn('ok', 'integer', (c) => c.notNull())
          .execute(),
    },
    // Avatars one row each, read by key (they were all in one mds_state row): database/avatars.ts.
    ...avatarSteps(engine),
    // Every text handed to the SMS gateway, for the admins' list of failed ones (fake-api/sms.ts).
    {
      step: 'create table mds_sms_deliveries',
      run: (db) =>
        serial(db, 'mds_sms_deliveries')
          .addColumn('recipient', 'text', (c) => c.notNull())
          .addColumn('template', 'text', (c) => c.notNull())
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull())
          .addColumn('last_error', 'text')
          .addColumn('created_at', bigint, (c) => c.notNull())
          .addColumn('updated_at', bigint, (c) => c.notNull())
          .execute()
          // The admins' list: by state, newest first.
          .then(() => db.schema.createIndex('mds_sms_deliveries_state').ifNotExists().on('mds_sms_deliveries').columns(['state', 'id']).execute()),
    },
    {
      step: 'create table mds_reminders',
      run: (db) =>
        db.schema
          .createTable('mds_reminders')
          .ifNotExists()
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('record_id', bigint, (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('due', 'text', (c) => c.notNull())
          .addColumn('threshold', 'integer', (c) => c.notNull())
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('sent', 'integer', (c) => c.notNull())
          .addColumn('at', bigint, (c) => c.notNull())
          .addPrimaryKeyConstraint('mds_reminders_key', ['resource', 'record_id', 'kind', 'due', 'threshold'])
          .execute(),
    },
    // Every change of a record, for its History and a revert (fake-api/revisions.ts); by age, for the housekeeping's purge.
    {
      step: 'create table mds_revisions',
      run: async (db) => {
        await serial(db, 'mds_revisions')
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('record_id', bigint, (c) => c.notNull())
          .addColumn('at', bigint, (c) => c.notNull())
          .addColumn('actor_id', 'integer')
          .addColumn('actor_name', 'text')
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('transition', 'text')
          .addColumn('changes', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('mds_revisions_record').ifNotExists().on('mds_revisions').columns(['resource', 'record_id', 'id']).execute();
        await db.schema.createIndex('mds_revisions_at').ifNotExists().on('mds_revisions').column('at').execute();
      },
    },
    // Deleted records of declarations with a trash (fake-api/trash.ts); by age, for the housekeeping's purge.
    {
      step: 'create table mds_trash',
      run: async (db) => {
        await db.schema
          .createTable('mds_trash')
          .ifNotExists()
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('record_id', bigint, (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('owner_id', 'integer')
          .addColumn('deleted_by_id', 'integer')
          .addColumn('deleted_by_name', 'text')
          .addColumn('deleted_at', bigint, (c) => c.notNull())
          .addPrimaryKeyConstraint('mds_trash_key', ['resource', 'record_id'])
          .execute();
        await db.schema.createIndex('mds_trash_deleted_at').ifNotExists().on('mds_trash').column('deleted_at').execute();
      },
    },
    // What the live streams tell (fake-api/events.ts): read by id, pruned by age.
    {
      step: 'create table mds_events',
      run: async (db) => {
        await serial(db, 'mds_events')
          .addColumn('at', bigint, (c) => c.notNull())
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('record_id', bigint, (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('revision_id', bigint)
          .addColumn('actor_id', 'integer')
          .addColumn('actor_name', 'text')
          .addColumn('owner_id', 'integer')
          .execute();
        await db.schema.createIndex('mds_events_at').ifNotExists().on('mds_events').column('at').execute();
        if (engine === 'postgres') {
          // Told at commit (never for a rolled-back write), once per transaction: the same payload is folded.
          await sql`CREATE OR REPLACE FUNCTION mds_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('mds_events', ''); RETURN NULL; END $$`.execute(
            db,
          );
          await sql`DROP TRIGGER IF EXISTS mds_events_notify ON mds_events`.execute(db);
          await sql`CREATE TRIGGER mds_events_notify AFTER INSERT ON mds_events FOR EACH STATEMENT EXECUTE FUNCTION mds_events_notify()`.execute(db);
        }
      },
    },
    {
      step: 'create table mds_presence',
      run: (db) =>
        db.schema
          .createTable('mds_presence')
          .ifNotExists()
          .addColumn('resource', 'text', (c) => c.notNull())
          .addColumn('record_id', bigint, (c) => c.notNull())
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('until', bigint, (c) => c.notNull())
          .addPrimaryKeyConstraint('mds_presence_key', ['resource', 'record_id', 'user_id'])
          .execute(),
    },
  ];
}
