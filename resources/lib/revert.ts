/**
 * What a revert to a revision writes back (the API's revert, and the History panel's preview of it):
 * only the fields a person edits, and the reverting role may read and write; never a workflow's
 * state, a server-set field, or a file (its bytes are not kept). Pure.
 */
import { canReadField, canWriteField, isFormField, isWorkflowState, type ResourceDecl } from './schema';

export function isRevertable(decl: ResourceDecl, field: string, role: string | null | undefined): boolean {
  const f = Object.hasOwn(decl.fields, field) ? decl.fields[field] : undefined;
  return !!f && isFormField(f) && !f.auto && f.kind !== 'file' && !isWorkflowState(decl, field) && canReadField(f, role) && canWriteField(f, role);
}
