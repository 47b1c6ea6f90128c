import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import channels from '../../../resources/channels';
import { countWords, MAX_WORDS } from '../../../resources/lib/forms';
import { BooleanInput, fieldLabel } from '../../engine';
import { channelValidator } from './channelValidators';
import { KeywordsInput } from './KeywordsInput';

const label = (name: string) => fieldLabel(channels.name, name);

/** Step 2: where the ads run and what they say; Submit sends both steps to the API. */
export function ChannelInfoStep({ onPrev, submitting }: { onPrev: () => void; submitting: boolean }) {
  const translate = useTranslate();
  const content: unknown = useWatch({ name: 'advertisingContent' });
  const words = typeof content === 'string' ? countWords(content) : 0;
  return (
    <Stack>
      <TextInput
        source="advertisingSource"
        label={label('advertisingSource')}
        validate={channelValidator('advertisingSource')}
        isRequired
        placeholder={translate('stepForm.placeholder.advertisingSource')}
      />
      <TextInput
        source="advertisingMedia"
        label={label('advertisingMedia')}
        validate={channelValidator('advertisingMedia')}
        isRequired
        placeholder={translate('stepForm.placeholder.advertisingMedia')}
      />
      <KeywordsInput source="keywords" label={label('keywords')} validate={channelValidator('keywords')} />
      <BooleanInput source="pushNotify" label={label('pushNotify')} />
      <TextInput
        source="advertisingContent"
        label={label('advertisingContent')}
        validate={channelValidator('advertisingContent')}
        isRequired
        multiline
        minRows={4}
        placeholder={translate('stepForm.placeholder.advertisingContent')}
        helperText={
          <Box component="span" sx={{ color: words > MAX_WORDS ? 'error.main' : undefined }}>
            {translate('stepForm.words', { count: words, max: MAX_WORDS })}
          </Box>
        }
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2 }}>
        <Button variant="outlined" onClick={onPrev} disabled={submitting}>
          {translate('stepForm.prev')}
        </Button>
        <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate(submitting ? 'stepForm.submitting' : 'stepForm.submit')}
        </Button>
      </Box>
    </Stack>
  );
}
