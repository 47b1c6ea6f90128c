/**
 * Which records a reference field lets a writer name (shared by the API's check and the contract
 * suite): one they may read (their own, in a per-user collection, unless their role sees all), and,
 * with the field's `choose`, their own only and in one of the listed states as read.
 */
import { isRoleAllowed, ownerField, withExpiry, type FieldDecl, type ResourceDecl } from './schema';
import type { RecordData } from './validate';

export interface Chooser {
  role: string;
  userId: number;
}

export function mayChoose(f: FieldDecl, target: ResourceDecl, record: RecordData, who: Chooser, now: number): boolean {
  if (!isRoleAllowed(target.access.read, who.role)) return false;
  const owner = ownerField(target);
  const seesAll = isRoleAllowed(target.seesAll ?? [], who.role);
  if (owner && (f.choose?.own || !seesAll) && record[owner] !== who.userId) return false;
  const stateField = target.workflow?.field;
  if (!f.choose?.states || !stateField) return true;
  return f.choose.states.includes(String(withExpiry(target, record, now)[stateField]));
}
