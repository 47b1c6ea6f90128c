import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../../dataProvider/errors';
import { useApiError } from '../../api';
import { validateField } from '../../../resources/lib/validate';
import { ACTIVITY_NOTE_FIELD, type ActivityItem } from '../../../domain/monitor';
import { useMonitorMutation } from './useMonitorApi';

/** The feed's message input: the note's rules checked here and again by the API, which stores it. */
export function useNoteComposer() {
  const translate = useTranslate();
  const report = useApiError();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const post = useMonitorMutation<ActivityItem, string>((content) => ({ path: '/api/monitor/activity', method: 'POST', body: { content } }), { silent: true });

  const change = (v: string) => {
    setValue(v);
    if (error) setError(undefined);
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const content = value.trim();
    const problem = validateField(ACTIVITY_NOTE_FIELD, content);
    if (problem) return setError(translate(problem.key, problem.args));
    try {
      await post.mutateAsync(content);
      setValue('');
    } catch (err) {
      const onField = err instanceof ApiError ? err.body?.errors?.content : undefined;
      // Only the field's own problem belongs under it; anything else (session, network) is reported as usual.
      if (onField) return setError(onField);
      report(err);
    }
  };

  return { value, change, error, submit, posting: post.isPending, max: ACTIVITY_NOTE_FIELD.maxLength, length: [...value.trim()].length };
}
