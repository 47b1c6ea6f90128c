import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { PROFILE_FIELD_NAMES, type ProfileInput } from '../../../domain/userProfile';
import { useApiError, useApiMutation } from '../../api';
import type { UserProfile } from '../userInfo/userTypes';
import { useRefreshProfile } from './useRefreshProfile';

/**
 * Saves the basic information with PUT /api/v1/auth/info. Field errors from the server are
 * returned for the form to show on its fields; anything else is reported as usual.
 */
export function useSaveProfile() {
  const notify = useNotify();
  const reportApiError = useApiError();
  const refreshProfile = useRefreshProfile();
  const save = useApiMutation<UserProfile, ProfileInput>('/api/v1/auth/info', { method: 'PUT', silent: true });
  const submit = useCallback(
    async (values: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
      const body: ProfileInput = {};
      for (const name of PROFILE_FIELD_NAMES) if (typeof values[name] === 'string') body[name] = values[name];
      try {
        await save.mutateAsync(body);
      } catch (e) {
        const errors = (e as { body?: { errors?: Record<string, string> } }).body?.errors;
        if (errors) return errors;
        reportApiError(e);
        return undefined;
      }
      notify('userSetting.basic.saved', { type: 'success' });
      await refreshProfile();
      return undefined;
    },
    [save, notify, reportApiError, refreshProfile],
  );
  return { submit, isPending: save.isPending };
}
