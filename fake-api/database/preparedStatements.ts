/**
 * PostgreSQL parses and plans an unnamed statement anew each time it runs. The API runs the same
 * few hundred statements over and over, so each connection keeps the ones it runs as named
 * prepared statements: a second run only binds its values. At most STATEMENTS per connection,
 * the least recently used deallocated first (a list's filters make new texts without end).
 * Queries name their columns, never `*` (see columnsOf in tables.ts), so another process adding a
 * column does not break a statement prepared here.
 */
import type pg from 'pg';

const STATEMENTS = 200;

/** node-postgres' own record of the statements a connection has prepared (not in its types). */
interface Prepared {
  connection?: { parsedStatements?: Record<string, string>; submittedNamedStatements?: Record<string, string> };
}

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;

export function keepPrepared(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  let made = 0;
  const query = client.query.bind(client) as Query;
  const forget = (text: string, name: string) => {
    names.delete(text);
    // Not awaited: it follows on the pipelined connection; if it fails (in a failed transaction) the statement only stays.
    void Promise.resolve(query(`DEALLOCATE ${name}`)).catch(() => {});
    const own = (client as unknown as Prepared).connection;
    delete own?.parsedStatements?.[name];
    delete own?.submittedNamedStatements?.[name];
  };
  const named: Query = (text, values, callback) => {
    // Statements without values (BEGIN, COMMIT) go as one simple message already.
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) return query(text, values, callback);
    let name = names.get(text);
    if (name) names.delete(text);
    else name = `mds_${++made}`;
    names.set(text, name);
    if (names.size > STATEMENTS) {
      const [oldest, itsName] = names.entries().next().value!;
      forget(oldest, itsName);
    }
    return query({ name, text, values }, callback);
  };
  (client as unknown as { query: Query }).query = named;
}
