/**
 * PostgreSQL over pipelined connections (node-postgres `pipeline`): a statement goes out without
 * waiting for the answer to the one before it. A write is a few statements, each a round trip to
 * the server; two of them need no answer of their own:
 * - the transaction's BEGIN goes out with its first statement;
 * - a statement whose answer nobody reads (the operation-log entry, see `withCommit`) goes out
 *   with the COMMIT. If it fails, PostgreSQL answers the COMMIT by rolling back, and the
 *   transaction fails with that statement's error: nothing of it is kept.
 */
import { CompiledQuery, PostgresDialect, type Compilable, type DatabaseConnection, type Driver } from 'kysely';
import type { AnyDb } from './tables';

const BEGIN = CompiledQuery.raw('begin');

/** Statements marked to go out with their transaction's COMMIT (see withCommit). */
const atCommit = new WeakSet<CompiledQuery>();

/**
 * Runs `query`, whose answer is not needed, as part of the transaction `trx`: on a pipelined
 * connection it is sent with the COMMIT, elsewhere (SQLite, in process) at once. Either way it
 * commits with the transaction or fails it.
 */
export async function withCommit(trx: AnyDb, query: Compilable): Promise<void> {
  const compiled = query.compile();
  atCommit.add(compiled);
  await trx.executeQuery(compiled);
}

export class PipelinedPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const begun = new WeakMap<DatabaseConnection, Promise<unknown>>();
    const held = new WeakMap<DatabaseConnection, CompiledQuery[]>();
    const sent = new WeakMap<DatabaseConnection, DatabaseConnection['executeQuery']>();
    const { acquireConnection, beginTransaction, commitTransaction, rollbackTransaction } = {
      acquireConnection: driver.acquireConnection.bind(driver),
      beginTransaction: driver.beginTransaction.bind(driver),
      commitTransaction: driver.commitTransaction.bind(driver),
      rollbackTransaction: driver.rollbackTransaction.bind(driver),
    };

    driver.acquireConnection = async () => {
      const connection = await acquireConnection();
      if (sent.has(connection)) return connection;
      const send = connection.executeQuery.bind(connection);
      sent.set(connection, send);
      connection.executeQuery = async <R>(query: CompiledQuery) => {
        if (!atCommit.has(query) || !begun.has(connection)) return send<R>(query);
        held.set(connection, [...(held.get(connection) ?? []), query]);
        return { rows: [] };
      };
      return connection;
    };

    driver.beginTransaction = async (connection, settings) => {
      if (settings.isolationLevel || settings.accessMode) return beginTransaction(connection, settings);
      const answer = sent.get(connection)!(BEGIN);
      // A failed BEGIN (a lost connection) fails the statements sent behind it; it is awaited at the end.
      answer.catch(() => {});
      begun.set(connection, answer);
    };

    /** The answers to BEGIN and the held statements; clears what the transaction kept. */
    const finish = (connection: DatabaseConnection) => {
      const answers = [begun.get(connection), ...(held.get(connection) ?? []).map((q) => sent.get(connection)!(q))];
      begun.delete(connection);
      held.delete(connection);
      // Each is awaited in turn below; one failing first must not leave the others unhandled.
      for (const answer of answers) answer?.catch(() => {});
      return answers;
    };

    driver.commitTransaction = async (connection) => {
      const answers = finish(connection);
      const committed = commitTransaction(connection);
      committed.catch(() => {});
      // A held statement's error, not the COMMIT's "rolled back", says why the write failed.
      for (const answer of answers) await answer;
      await committed;
    };

    driver.rollbackTransaction = async (connection) => {
      await begun.get(connection)?.catch(() => {});
      begun.delete(connection);
      held.delete(connection);
      return rollbackTransaction(connection);
    };
    return driver;
  }
}
