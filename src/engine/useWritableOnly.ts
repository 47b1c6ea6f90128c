import { useCallback } from 'react';
import { canWriteField, isWorkflowState } from '../../resources/lib/schema';
import { useRole } from '../appSettings/useRole';
import { useDeclaration } from './DeclarationsContext';

/**
 * A save transform: fields the role may not write (field `access.write`) are never sent, nor a
 * workflow's state, which only its transitions move (a form loaded before a transition would
 * otherwise send the old state back).
 */
export function useWritableOnly() {
  const decl = useDeclaration();
  const role = useRole();
  return useCallback(
    (data: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(data).filter(([name]) => !Object.hasOwn(decl.fields, name) || (canWriteField(decl.fields[name], role) && !isWorkflowState(decl, name))),
      ),
    [decl, role],
  );
}
