import { useGetIdentity } from 'react-admin';
import type { Taker } from '../../../resources/lib/workflow';
import { useRole } from '../../appSettings/useRole';

/**
 * The signed-in user as the workflow rules see them: the role the UI shows and the user's id.
 * While the identity loads (or from a back end whose profile has no `userId`), no id matches: a
 * transition only the owner may take is not offered, and the API decides the others.
 */
export function useTaker(): Taker {
  const role = useRole();
  const { identity } = useGetIdentity();
  const userId = identity?.userId;
  return { role, userId: typeof userId === 'number' ? userId : Number.NaN };
}
