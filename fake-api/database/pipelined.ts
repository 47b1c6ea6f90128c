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

/** A connection's open transaction: the answer to its BEGIN, and the statements held for its COMMIT. */
interface Open {
  begun: Promise<unknown>;
  held: CompiledQuery[];
}

export class PipelinedPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const original = {
      acquireConnection: driver.acquireConnection.bind(driver),
      beginTransaction: driver.beginTransaction.bind(driver),
      commitTransaction: driver.commitTransaction.bind(driver),
      rollbackTransaction: driver.rollbackTransaction.bind(driver),
    };
    /** Each connection's own executeQuery, which sends at once. */
    const send = new WeakMap<DatabaseConnection, DatabaseConnection['executeQuery']>();
    const open = new WeakMap<DatabaseConnection, Open>();
    /** The connection's open transaction, which it no longer has. */
    const take = (connection: DatabaseConnection) => {
      const transaction = open.get(connection);
      open.delete(connection);
      return transaction;
    };

    driver.acquireConnection = async () => {
      const connection = await original.acquireConnection();
      if (send.has(connection)) return connection;
      const executeQuery = connection.executeQuery.bind(connection);
      send.set(connection, executeQuery);
      connection.executeQuery = async <R>(query: CompiledQuery) => {
        const transaction = open.get(connection);
        if (!transaction || !atCommit.has(query)) return executeQuery<R>(query);
        transaction.held.push(query);
        return { rows: [] };
      };
      return connection;
    };

    driver.beginTransaction = async (connection, settings) => {
      if (settings.isolationLevel || settings.accessMode) return original.beginTransaction(connection, settings);
      const begun = send.get(connection)!(BEGIN);
      // A failed BEGIN (a lost connection) fails the statements sent behind it; it is awaited at the end.
      begun.catch(() => {});
      open.set(connection, { begun, held: [] });
    };

    driver.commitTransaction = async (connection) => {
      const transaction = take(connection);
      const answers = transaction ? [transaction.begun, ...transaction.held.map((query) => send.get(connection)!(query))] : [];
      const committed = original.commitTransaction(connection);
      // Each is awaited in turn: one failing first must not leave the others unhandled.
      for (const answer of [...answers, committed]) answer.catch(() => {});
      // A held statement's error, not the COMMIT's "rolled back", says why the write failed.
      for (const answer of answers) await answer;
      await committed;
    };

    driver.rollbackTransaction = async (connection) => {
      // The held statements were never sent: nothing of them to undo.
      await take(connection)?.begun.catch(() => {});
      return original.rollbackTransaction(connection);
    };
    return driver;
  }
}
