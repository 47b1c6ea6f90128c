/**
 * Everything the API keeps, in its database (database/): the declared collections, users,
 * sessions, the features' state, sign-in limits and codes, and the operation log. Reads and
 * writes go through `db` (the database) or the `trx` a transaction hands out; `write` commits a
 * request's change together with its operation-log entry.
 */
import type { Request } from 'express';
import { sql } from 'kysely';
import type { ResourceDecl } from '../resources/lib/schema';
import auditDecl from '../resources/audit';
import { openDatabase, type Database } from './database/connect';
import { compactTallies } from './database/counts';
import { groupCommit } from './database/groupCommit';
import { log } from './logger';
import { migrate } from './database/migrate';
import { recordsOf, type Records } from './database/records';
import { followGivenIds, USER_COLUMNS, type AnyDb, type UserRow } from './database/tables';
import { phoneKey } from './phone';
import { phoneUser, type UserRecord } from './users';

export type { AnyDb } from './database/tables';

export const toUser = (found: unknown): UserRecord => {
  const row = found as UserRow & { id: number };
  return {
    id: Number(row.id),
    ...(row.username === null ? {} : { username: row.username }),
    role: row.role as UserRecord['role'],
    profile: JSON.parse(row.profile) as UserRecord['profile'],
  };
};

/** The declarations whose tables the database holds: the served ones, and always an operation log. */
export const withOperationLog = (decls: readonly ResourceDecl[]): readonly ResourceDecl[] =>
  decls.some((d) => d.purpose === 'operationLog') ? decls : [...decls, auditDecl];

/** Called inside a write's transaction with its result: adds the request's operation-log entry. */
export type AuditWriter = (trx: AnyDb, req: Request, outcome: WriteOutcome) => Promise<void>;
/** What a write's operation-log entry says beyond its route: the record, a sign-in's role, a named action. */
export interface WriteOutcome {
  recordId?: unknown;
  role?: string;
  /** Replaces "METHOD /path" when the route alone does not say what happened (a workflow's transition). */
  action?: string;
}

/** How a transaction ended (fake-api/metrics.ts counts them). */
export type TransactionObserver = (outcome: 'commit' | 'rollback', seconds: number) => void;

/** Transactions through one process between two foldings of the tally rows (database/counts.ts). */
const FOLD_TALLIES_EVERY = 256;

export class Data {
  private readonly tables = new Map<string, Records>();
  private transactions = 0;
  private folding: Promise<void> = Promise.resolve();
  private auditWriter?: AuditWriter;
  private transactionObserver?: TransactionObserver;
  private readonly commitListeners = new Set<() => void>();
  private readonly committer: <T>(fn: (trx: AnyDb) => Promise<T>) => Promise<T>;

  private constructor(
    readonly database: Database,
    /** The declarations the database holds tables of (the served ones and the operation log). */
    readonly declarations: readonly ResourceDecl[],
  ) {
    for (const decl of declarations) this.tables.set(decl.name, recordsOf(decl, database.engine));
    this.committer = database.engine === 'sqlite' ? groupCommit(database.db) : (fn) => database.db.transaction().execute(fn);
  }

  /** Opens the database and brings it up to the declarations (see database/migrate.ts). */
  static async open(opts: { dataDir: string; url?: string; declarations: readonly ResourceDecl[] }): Promise<Data> {
    const database = openDatabase(opts);
    try {
      const declarations = withOperationLog(opts.declarations);
      await migrate(database, declarations);
      return new Data(database, declarations);
    } catch (e) {
      await database.close();
      throw e;
    }
  }

  get db(): AnyDb {
    return this.database.db;
  }

  get engine() {
    return this.database.engine;
  }

  /** Whether `name` is a collection of this API (a feature may serve one that was not declared). */
  has(name: string): boolean {
    return this.tables.has(name);
  }

  records(name: string): Records {
    const records = this.tables.get(name);
    if (!records) throw new Error(`no declared collection "${name}"`);
    return records;
  }

  /** The table of the declaration with `purpose: 'operationLog'` (always one: see withOperationLog). */
  get operationLog(): Records {
    return this.records(this.declarations.find((d) => d.purpose === 'operationLog')!.name);
  }

  decl(name: string): ResourceDecl | undefined {
    return this.declarations.find((d) => d.name === name);
  }

  /** Runs `fn` in a transaction: committed (on SQLite, with the writes that came with it) or not at all. */
  transaction<T>(fn: (trx: AnyDb) => Promise<T>): Promise<T> {
    if (++this.transactions % FOLD_TALLIES_EVERY === 0) this.folding = this.foldTallies();
    const observe = this.transactionObserver;
    const committed = <R>(result: R) => {
      for (const listener of this.commitListeners) listener();
      return result;
    };
    if (!observe) return this.committer(fn).then(committed);
    const started = performance.now();
    const took = () => (performance.now() - started) / 1000;
    return this.committer(fn).then(
      (result) => (observe('commit', took()), committed(result)),
      (e: unknown) => {
        observe('rollback', took());
        throw e;
      },
    );
  }

  /** Told after every commit of this process (the live events' feed looks for new events); answers how to stop telling. */
  onCommit(listener: () => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /** Told of every transaction's end and its seconds (the metrics, when on). */
  onTransaction(observer: TransactionObserver) {
    this.transactionObserver = observer;
  }

  /** Folds every table's tally rows; a failure (a full disk) only leaves them for the next time. */
  private foldTallies(): Promise<void> {
    return this.committer(compactTallies).catch((e: Error) => log.error({ err: e }, 'could not fold the counts'));
  }

  onWrite(writer: AuditWriter) {
    this.auditWriter = writer;
  }

  /** A request's change and its operation-log entry, committed together or not at all. */
  write<T>(req: Request, fn: (trx: AnyDb) => Promise<T>, describe: (result: T) => WriteOutcome = () => ({})): Promise<T> {
    return this.transaction(async (trx) => {
      const result = await fn(trx);
      await this.auditWriter?.(trx, req, describe(result));
      return result;
    });
  }

  // Users ------------------------------------------------------------------------------------

  async user(db: AnyDb, id: number): Promise<UserRecord | undefined> {
    const row = await db.selectFrom('mds_users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toUser(row);
  }

  async userBy(db: AnyDb, column: 'username' | 'phone', value: string): Promise<UserRecord | undefined> {
    const row = await db.selectFrom('mds_users').select(USER_COLUMNS).where(column, '=', value).executeTakeFirst();
    return row && toUser(row);
  }

  async users(db: AnyDb): Promise<UserRecord[]> {
    return (await db.selectFrom('mds_users').select(USER_COLUMNS).orderBy('id').execute()).map(toUser);
  }

  /** Adds a user (its id given, or the next one), found later by its phone's E.164 form (phone.ts). */
  async addUser(db: AnyDb, user: Omit<UserRecord, 'id'> & { id?: number }): Promise<UserRecord> {
    const row = await db
      .insertInto('mds_users')
      .values({
        ...(user.id === undefined ? {} : { id: user.id }),
        username: user.username ?? null,
        phone: (user.profile.phone && phoneKey(user.profile.phone)) || null,
        role: user.role,
        profile: JSON.stringify(user.profile),
      })
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
    if (user.id !== undefined) await followGivenIds(db, this.engine, 'mds_users');
    return toUser(row);
  }

  /** A phone number's new account; its account id follows the id the database gave it. */
  async addPhoneUser(db: AnyDb, phone: string, role: UserRecord['role'], at: number): Promise<UserRecord> {
    const { id } = await this.addUser(db, { ...phoneUser(0, phone, at), id: undefined, role });
    const user = { ...phoneUser(id, phone, at), role };
    await this.updateUser(db, user);
    return user;
  }

  async updateUser(db: AnyDb, user: UserRecord): Promise<void> {
    await db
      .updateTable('mds_users')
      .set({ role: user.role, profile: JSON.stringify(user.profile) })
      .where('id', '=', user.id)
      .execute();
  }

  // The features' own state -------------------------------------------------------------------

  async state<T>(db: AnyDb, key: string, fallback: T): Promise<T> {
    const row = await db.selectFrom('mds_state').select('value').where('key', '=', key).executeTakeFirst();
    return row ? (JSON.parse(row.value as string) as T) : fallback;
  }

  async setState(db: AnyDb, key: string, value: unknown): Promise<void> {
    const text = JSON.stringify(value);
    await db
      .insertInto('mds_state')
      .values({ key, value: text })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
      .execute();
  }

  /**
   * Inside a transaction: holds a row until the commit, so that a read-modify-write of it by
   * another API process waits (PostgreSQL row lock, taken by a no-op update, which SQLite, with
   * its one writer, also accepts).
   */
  async lockRow(trx: AnyDb, table: 'mds_state' | 'mds_limits' | 'mds_sms_codes', column: string, value: string): Promise<void> {
    await trx
      .updateTable(table)
      .set((eb) => ({ [column]: eb.ref(column) }))
      .where(column, '=', value)
      .execute();
  }

  /** Like lockRow, for a keyed row made (holding `empty`) when it does not exist yet. */
  async lock(trx: AnyDb, table: 'mds_state' | 'mds_limits', key: string, empty: string): Promise<void> {
    const column = table === 'mds_state' ? 'value' : 'hits';
    await trx
      .insertInto(table)
      .values({ key, [column]: empty })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    await this.lockRow(trx, table, 'key', key);
  }

  /** Reads, changes and writes a feature's state under its row lock (inside a transaction). */
  async updateState<T, R = void>(
    trx: AnyDb,
    key: string,
    fallback: T,
    change: (current: T) => { next: T; result: R } | Promise<{ next: T; result: R }>,
  ): Promise<R> {
    await this.lock(trx, 'mds_state', key, JSON.stringify(fallback));
    const { next, result } = await change(await this.state(trx, key, fallback));
    await this.setState(trx, key, next);
    return result;
  }

  /**
   * After a bulk fill: the planner's statistics, so that it knows which filters match many rows;
   * on PostgreSQL also the visibility map, without which a count cannot use an index alone.
   * Later, PostgreSQL's autovacuum keeps them; SQLite's are good enough as data grows alike.
   */
  async analyze(): Promise<void> {
    await sql.raw(this.engine === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE').execute(this.db);
  }

  async close(): Promise<void> {
    await this.folding;
    return this.database.close();
  }
}
