/**
 * A `multiple` field's column holds a JSON array (declaredTables.ts); its filter matches a record
 * holding any of the chosen values. Each value goes in as a parameter.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Engine } from './tables';

/** The stored JSON text as the record's list (an unreadable one reads as no values). */
export function heldValues(stored: unknown): unknown[] {
  if (Array.isArray(stored)) return stored;
  try {
    const parsed: unknown = JSON.parse(String(stored));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * The column's array holds one of `values`: SQLite walks it with json_each; PostgreSQL asks jsonb
 * whether it contains `[value]`, which matches strings and numbers alike.
 */
export function holdsAny(column: Expression<unknown>, values: readonly (string | number | boolean)[], engine: Engine): Expression<SqlBool> {
  if (values.length === 0) return sql<SqlBool>`false`;
  if (engine === 'sqlite') {
    return sql<SqlBool>`exists (select 1 from json_each(${column}) where json_each.value in (${sql.join(values.map((v) => sql`${v}`))}))`;
  }
  return sql<SqlBool>`(${sql.join(
    values.map((v) => sql`${column}::jsonb @> ${JSON.stringify([v])}::jsonb`),
    sql` or `,
  )})`;
}
