import { useEffect } from 'react';
import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { areasOf, areaValue, isAreaOf } from '../../../domain/userProfile';
import { profileValidator } from './profileValidator';

const validate = profileValidator('area');

/** Area of the chosen country/region: districts grouped by province (the template's cascader). */
export function AreaInput({ label }: { label: string }) {
  const translate = useTranslate();
  const country = useWatch({ name: 'country' }) as string | undefined;
  const { setValue, getValues } = useFormContext();
  const { field, fieldState, formState, isRequired } = useInput({ source: 'area', validate, isRequired: true });

  // Another country: an area of the previous one no longer applies.
  useEffect(() => {
    const area = getValues('area') as string | undefined;
    if (area && !isAreaOf(country, area)) setValue('area', '', { shouldDirty: true });
  }, [country, getValues, setValue]);

  // Shown like react-admin's own inputs: once touched or after a submit.
  const error = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error?.message : undefined;
  return (
    <TextField
      select
      {...field}
      value={field.value ?? ''}
      id="area"
      label={label}
      required={isRequired}
      error={!!error}
      helperText={error ? <ValidationError error={error} /> : ' '}
      size="small"
      fullWidth
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {areasOf(country ?? '').flatMap(({ province, districts }) => [
        <ListSubheader key={province}>{translate(`userSetting.areas.${province}`)}</ListSubheader>,
        ...districts.map((d) => (
          <MenuItem key={areaValue(province, d)} value={areaValue(province, d)}>
            {translate(`userSetting.areas.${province}`)} / {translate(`userSetting.areas.${d}`)}
          </MenuItem>
        )),
      ])}
    </TextField>
  );
}
