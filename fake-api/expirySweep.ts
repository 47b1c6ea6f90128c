/**
 * The expiry sweep (a scheduled job, jobs.ts): a record whose state lapses with a date (schema.ts
 * `expiry`: a grant past its end) reads as lapsed at once, and the sweep makes that a real change
 * of state by the workflow's system transition into the lapsed state (a grant's `expire`), so that
 * its effects follow (its pending outputs are held) with history and operation-log entries.
 */
import type { ResourceDecl, Transition } from '../resources/lib/schema';
import { SWEEP_CAUSE } from '../resources/lib/workflow';
import type { AnyDb, Data } from './data';
import type { Job } from './jobs';
import { takeTransition } from './transitions';

/** Records moved by one run at the most: a long backlog is worked off run by run. */
const BATCH = 200;

/** The declarations whose workflow has a system transition into the lapsed state of their state field's `expiry`. */
export function sweptBy(decl: ResourceDecl): { field: string; transition: Transition } | undefined {
  const field = decl.workflow?.field;
  const expiry = field ? decl.fields[field]?.expiry : undefined;
  const transition = decl.workflow?.transitions.find((t) => t.system && t.to === expiry?.value);
  return field && transition ? { field, transition } : undefined;
}

async function sweep(trx: AnyDb, data: Data, now: number): Promise<string> {
  const done: string[] = [];
  for (const decl of data.declarations) {
    const swept = sweptBy(decl);
    if (!swept) continue;
    const records = data.records(decl.name);
    let moved = 0;
    // Read locked, as they are when locked: a renewal committed meanwhile wins over the sweep.
    for (const lapsed of await records.lapsed(trx, swept.field, now, BATCH)) {
      await takeTransition(trx, data, decl, lapsed, swept.transition, {}, { cause: SWEEP_CAUSE }, now);
      moved++;
    }
    if (moved) done.push(`${decl.name}: ${moved} ${swept.transition.name}`);
  }
  return done.length ? done.join('; ') : 'nothing lapsed';
}

export const expirySweep = (data: Data): Job => ({ name: SWEEP_CAUSE.transition, everyMs: 60_000, run: (trx, now) => sweep(trx, data, now) });
