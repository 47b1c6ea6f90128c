import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { countWords } from '../../../resources/lib/forms';
import { PROFILE_MAX_WORDS } from '../../../domain/userProfile';
import { validators } from './profileValidator';

/** The personal profile with its live word count. */
export function IntroductionInput({ label }: { label: string }) {
  const translate = useTranslate();
  const text = (useWatch({ name: 'introduction' }) as string | undefined) ?? '';
  return (
    <TextInput
      source="introduction"
      label={label}
      validate={validators.introduction}
      multiline
      minRows={4}
      size="small"
      helperText={translate('userSetting.basic.words', { count: countWords(text), max: PROFILE_MAX_WORDS })}
    />
  );
}
