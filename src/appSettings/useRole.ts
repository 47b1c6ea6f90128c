import { useSyncExternalStore } from 'react';
import { session } from '../../authProvider/session';

/** The role the UI shows (an admin's "switch roles" preview, else the real role). */
export function useRole(): string | null {
  return useSyncExternalStore(session.onRoleChange, session.effectiveRole, session.effectiveRole);
}
