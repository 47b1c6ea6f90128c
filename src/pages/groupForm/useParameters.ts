import { useCallback, useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../../dataProvider/errors';
import { PARAMETER_FIELDS, parameterError, type BasicProfile, type MediaParameters } from '../../../resources/lib/forms';
import { useApiError, useApiMutation, useApiQuery } from '../../api';
import { parametersBody } from './parameterValidators';

export const PROFILE_PATH = '/api/profile/basic';

/**
 * The stored parameters and their submission. A refused submission's field errors are returned
 * for the form to show (in the user's language when the shared rules explain them); the form is
 * reset to the stored values once the API has them.
 */
export function useParameters() {
  const query = useApiQuery<BasicProfile>(PROFILE_PATH);
  const save = useApiMutation<BasicProfile, MediaParameters>('/api/profile/parameters', {
    method: 'PUT',
    silent: true,
    invalidates: ['/api/profile', '/api/operation/log'],
  });
  const notify = useNotify();
  const translate = useTranslate();
  const reportError = useApiError();
  const stored = useMemo(() => (query.data ? parametersBody(query.data) : undefined), [query.data]);

  const onSubmit = useCallback(
    async (values: Record<string, unknown>) => {
      try {
        await save.mutateAsync(parametersBody(values));
        notify('groupForm.submitted', { type: 'success' });
        return undefined;
      } catch (error) {
        const serverErrors = error instanceof ApiError && error.code === 40000 ? error.body?.errors : undefined;
        if (!serverErrors) {
          reportError(error);
          return undefined;
        }
        const errors: Record<string, string> = {};
        for (const [path, text] of Object.entries(serverErrors)) {
          const p = PARAMETER_FIELDS.find((f) => f.path === path);
          const local = p && parameterError(p, values);
          if (p) errors[path] = local ? translate(local.key, local.args) : text;
          else notify(text, { type: 'error', messageArgs: { _: text } });
        }
        return errors;
      }
    },
    [save, notify, translate, reportError],
  );

  return { query, stored, onSubmit, submitting: save.isPending };
}
