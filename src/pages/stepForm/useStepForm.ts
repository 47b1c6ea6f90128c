import { useCallback, useState } from 'react';
import { useNavigate, useNotify, useTranslate } from 'react-admin';
import type { Channel } from '../../../resources/channels';
import { ApiError } from '../../../dataProvider/errors';
import { useApiError, useApiMutation } from '../../api';
import { CHANNEL_FIELDS, channelBody, channelFieldError, stepOf, type ChannelField } from './channelValidators';

export const FINISH_STEP = 2;

/**
 * The step form's state: the current step, the submission and the channel the API stored.
 * Field errors from the API land on their fields (in the user's language when the shared rules
 * explain them, else as the server worded them) and bring back the step that holds them; other
 * failures go to the error result page.
 */
export function useStepForm() {
  const [step, setStep] = useState(0);
  const [stored, setStored] = useState<Channel | null>(null);
  // A new key mounts a fresh, empty form for "Again".
  const [formKey, setFormKey] = useState(0);
  const submit = useApiMutation<Channel, Record<string, unknown>>('/api/channel-form/submit', { silent: true, invalidates: ['/api/channels'] });
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useApiError();
  const navigate = useNavigate();

  const onSubmit = useCallback(
    async (values: Record<string, unknown>) => {
      try {
        const channel = await submit.mutateAsync(channelBody(values));
        setStored(channel);
        setStep(FINISH_STEP);
        return undefined;
      } catch (error) {
        const serverErrors = error instanceof ApiError && error.code === 40000 ? error.body?.errors : undefined;
        if (!serverErrors) {
          if (error instanceof ApiError && error.status === 401) return reportError(error);
          navigate('/result/error', { state: { message: error instanceof Error ? error.message : String(error) } });
          return undefined;
        }
        const errors: Record<string, string> = {};
        for (const [field, text] of Object.entries(serverErrors)) {
          if (!(CHANNEL_FIELDS as readonly string[]).includes(field)) {
            notify(text, { type: 'error', messageArgs: { _: text } });
            continue;
          }
          const local = channelFieldError(field as ChannelField, values);
          errors[field] = local ? translate(local.key, local.args) : text;
        }
        if (Object.keys(errors).length > 0) setStep(stepOf(Object.keys(errors)));
        return errors;
      }
    },
    [submit, translate, notify, reportError, navigate],
  );

  const again = useCallback(() => {
    setStored(null);
    setStep(0);
    setFormKey((k) => k + 1);
  }, []);

  return { step, setStep, stored, formKey, onSubmit, submitting: submit.isPending, again };
}
