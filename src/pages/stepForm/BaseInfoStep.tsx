import { useEffect } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { DateInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import channels, { BASE_INFO_FIELDS } from '../../../resources/channels';
import { enumChoices, fieldLabel } from '../../engine';
import { channelValidator } from './channelValidators';

const label = (name: string) => fieldLabel(channels.name, name);

/** Step 1: what the activity is called, its channel type, when it runs and where it links to. */
export function BaseInfoStep({ onNext }: { onNext: () => void }) {
  const translate = useTranslate();
  const { trigger, getFieldState } = useFormContext();
  const start = useWatch({ name: 'promotionStart' });
  // The end is checked against the start: look again when the start moves.
  useEffect(() => {
    if (getFieldState('promotionEnd').isTouched) void trigger('promotionEnd');
  }, [start, trigger, getFieldState]);

  const next = async () => {
    if (await trigger([...BASE_INFO_FIELDS], { shouldFocus: true })) onNext();
  };

  return (
    <Stack>
      <TextInput
        source="activityName"
        label={label('activityName')}
        validate={channelValidator('activityName')}
        isRequired
        placeholder={translate('stepForm.placeholder.activityName')}
        slotProps={{ htmlInput: { maxLength: channels.fields.activityName.maxLength } }}
      />
      <SelectInput
        source="channelType"
        label={label('channelType')}
        choices={enumChoices(channels.name, 'channelType', channels.fields.channelType)}
        validate={channelValidator('channelType')}
        isRequired
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <DateInput source="promotionStart" label={label('promotionStart')} validate={channelValidator('promotionStart')} isRequired />
        <DateInput source="promotionEnd" label={label('promotionEnd')} validate={channelValidator('promotionEnd')} isRequired />
      </Box>
      <TextInput
        source="promoteLink"
        type="url"
        label={label('promoteLink')}
        validate={channelValidator('promoteLink')}
        isRequired
        placeholder={translate('stepForm.placeholder.promoteLink')}
        helperText="stepForm.help.promoteLink"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" onClick={() => void next()}>
          {translate('stepForm.next')}
        </Button>
      </Box>
    </Stack>
  );
}
