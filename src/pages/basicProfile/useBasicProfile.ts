import { useNotify } from 'react-admin';
import type { BasicProfile } from '../../../resources/lib/forms';
import { useApiMutation, useApiQuery } from '../../api';

const REFRESHES = ['/api/profile', '/api/operation/log'];

/** The profile and the two actions of its approval flow; both refresh the profile and the log. */
export function useBasicProfile() {
  const query = useApiQuery<BasicProfile>('/api/profile/basic');
  const notify = useNotify();
  const approve = useApiMutation<BasicProfile, Record<string, never>>('/api/profile/approve', { invalidates: REFRESHES });
  const cancel = useApiMutation<BasicProfile, Record<string, never>>('/api/profile/cancel', { invalidates: REFRESHES });
  return {
    query,
    busy: approve.isPending || cancel.isPending,
    approve: () => approve.mutate({}, { onSuccess: () => notify('basicProfile.process.approved', { type: 'success' }) }),
    cancel: () => cancel.mutate({}, { onSuccess: () => notify('basicProfile.process.cancelled', { type: 'success' }) }),
  };
}
