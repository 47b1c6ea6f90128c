/**
 * A write may name only records its writer could open: a reference to a record that does not exist,
 * or is another user's in a per-user collection, is refused like any invalid value. A field's
 * `choose` narrows that further (an output names one of the writer's own grants, while active).
 */
import { mayChoose } from '../resources/lib/references';
import type { ResourceDecl } from '../resources/lib/schema';
import { idsIn, type FieldError, type RecordData } from '../resources/lib/validate';
import type { AnyDb, Data } from './data';
import type { Caller } from './sessions';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The reference fields of a write that name records the caller may not choose (only values the write changes). */
export async function checkReferences(
  db: AnyDb,
  data: Data,
  decl: ResourceDecl,
  caller: Caller,
  value: RecordData,
  current: RecordData | undefined,
  now: number,
): Promise<Record<string, FieldError>> {
  const errors: Record<string, FieldError> = {};
  for (const [name, f] of Object.entries(decl.fields)) {
    if (!f.reference || same(value[name], current?.[name])) continue;
    const target = data.declarations.find((d) => d.name === f.reference);
    for (const id of idsIn(value[name])) {
      // A choice that depends on the record's state (an active grant) holds it until the write commits:
      // a grant closed at that moment waits, and then finds the new output to hold.
      const record = target && (await data.records(target.name).get(db, id, undefined, f.choose?.states ? 'share' : false));
      if (!record || !mayChoose(f, target, record, caller, now)) {
        errors[name] = { key: 'mds.validation.reference' };
        break;
      }
    }
  }
  return errors;
}
