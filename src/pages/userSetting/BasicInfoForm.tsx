import { Stack } from '@mui/material';
import { Form, SelectInput, TextInput, useTranslate } from 'react-admin';
import { COUNTRIES, PROFILE_FIELD_NAMES } from '../../../domain/userProfile';
import type { UserProfile } from '../userInfo/userTypes';
import { AreaInput } from './AreaInput';
import { FormButtons } from './FormButtons';
import { IntroductionInput } from './IntroductionInput';
import { validators } from './profileValidator';
import { useSaveProfile } from './useSaveProfile';

const COUNTRY_CHOICES = COUNTRIES.map((c) => ({ id: c, name: `userSetting.countries.${c}` }));

/** docs/product.md §5 user settings: email, nickname, country/region and area required; profile at most 200 words. */
export function BasicInfoForm({ profile }: { profile: UserProfile }) {
  const translate = useTranslate();
  const { submit, isPending } = useSaveProfile();
  const defaults = Object.fromEntries(PROFILE_FIELD_NAMES.map((n) => [n, profile[n] ?? '']));
  return (
    <Form defaultValues={defaults} onSubmit={submit} mode="onBlur" reValidateMode="onChange" noValidate>
      <Stack spacing={1.5} sx={{ maxWidth: 600 }}>
        <TextInput source="email" type="email" label={translate('userSetting.basic.email')} validate={validators.email} isRequired size="small" />
        <TextInput source="nickname" label={translate('userSetting.basic.nickname')} validate={validators.nickname} isRequired size="small" />
        <SelectInput
          source="country"
          label={translate('userSetting.basic.country')}
          choices={COUNTRY_CHOICES}
          validate={validators.country}
          isRequired
          size="small"
          emptyText=""
        />
        <AreaInput label={translate('userSetting.basic.area')} />
        <TextInput source="address" label={translate('userSetting.basic.address')} validate={validators.address} size="small" />
        <TextInput
          source="personalWebsite"
          type="url"
          label={translate('userSetting.basic.personalWebsite')}
          validate={validators.personalWebsite}
          size="small"
        />
        <IntroductionInput label={translate('userSetting.basic.introduction')} />
        <FormButtons saving={isPending} />
      </Stack>
    </Form>
  );
}
