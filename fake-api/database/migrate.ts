/**
 * Brings the database up to the declarations: the API's own tables, then each declaration's
 * (declaredTables.ts). Every step applied is recorded in `mds_migrations` (one that reverses another,
 * an index dropped, removes that one's record, so it may apply again); all pending steps apply
 * in one transaction, or none do. A plan with refused changes applies nothing.
 */
import { sql } from 'kysely';
import type { ResourceDecl } from '../../resources/lib/schema';
import type { Database } from './connect';
import { planDeclared, type Plan } from './declaredTables';
import { systemSteps, tableWithId, type AnyDb } from './tables';

export class MigrationRefused extends Error {
  constructor(readonly refused: string[]) {
    super(`The database cannot be brought up to the declarations safely; nothing was changed:\n${refused.map((r) => `  - ${r}`).join('\n')}`);
  }
}

async function bootstrap(db: AnyDb, engine: Database['engine']) {
  await tableWithId(db, engine, 'mds_migrations')
    .addColumn('step', 'text', (c) => c.notNull().unique())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
}

/** What `decls` still need of this database (read only, once `mds_migrations` exists). */
async function planOn(db: AnyDb, engine: Database['engine'], decls: readonly ResourceDecl[]): Promise<Plan> {
  const applied = new Set((await db.selectFrom('mds_migrations').select('step').execute()).map((r: { step: string }) => r.step));
  const found = (await db.introspection.getTables()).map((t) => ({ name: t.name, columns: t.columns.map((c) => ({ name: c.name, dataType: c.dataType })) }));
  const own = systemSteps(engine).filter((s) => !applied.has(s.step));
  const declared = await planDeclared(decls, engine, applied, found, {
    hasRows: async (table) => (await db.selectFrom(table).select('id').limit(1).execute()).length > 0,
    duplicates: async (table, field) =>
      (
        await db
          .selectFrom(table)
          .select(field)
          .where(field, 'is not', null)
          .groupBy(field)
          .having((e) => e.fn.countAll(), '>', 1)
          .limit(1)
          .execute()
      ).length > 0,
  });
  return { steps: [...own, ...declared.steps], refused: declared.refused };
}

/** The pending steps and refused changes, changing nothing (`npm run db -- status`). */
export async function migrationStatus(database: Database, decls: readonly ResourceDecl[]): Promise<{ applied: string[]; plan: Plan }> {
  await bootstrap(database.db, database.engine);
  const applied = (await database.db.selectFrom('mds_migrations').select(['step', 'applied_at']).orderBy('id').execute()).map(
    (r) => `${r.applied_at}  ${r.step}`,
  );
  return { applied, plan: await planOn(database.db, database.engine, decls) };
}

/** Applies every pending step; throws `MigrationRefused` (and changes nothing) when a change is unsafe. */
export async function migrate(database: Database, decls: readonly ResourceDecl[], now = Date.now): Promise<string[]> {
  return database.db.transaction().execute(async (trx) => {
    // Several API processes may start at once on PostgreSQL: one migrates, the others then find nothing to do.
    if (database.engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(727274)`.execute(trx);
    await bootstrap(trx, database.engine);
    const plan = await planOn(trx, database.engine, decls);
    if (plan.refused.length) throw new MigrationRefused(plan.refused);
    for (const step of plan.steps) {
      await step.run(trx);
      if (step.undoes) await trx.deleteFrom('mds_migrations').where('step', '=', step.undoes).execute();
      await trx
        .insertInto('mds_migrations')
        .values({ step: step.step, applied_at: new Date(now()).toISOString() })
        .execute();
    }
    return plan.steps.map((s) => s.step);
  });
}
