import { Box, Chip, Link, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import channels, { type Channel } from '../../../resources/channels';
import { isHttpUrl } from '../../../resources/lib/validate';
import { enumLabel, fieldLabel } from '../../engine';
import { CHANNEL_FIELDS, type ChannelField } from './channelValidators';

/** The channel as the API stored it: every field, labelled as in the form. */
export function ChannelSummary({ channel }: { channel: Channel }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const day = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const value = (name: ChannelField) => {
    const v = channel[name];
    switch (name) {
      case 'channelType':
        return translate(enumLabel(channels.name, name, String(v)));
      case 'promotionStart':
      case 'promotionEnd':
        return day.format(new Date(String(v)));
      case 'pushNotify':
        return translate(v ? 'stepForm.yes' : 'stepForm.no');
      case 'promoteLink':
        return isHttpUrl(String(v)) ? (
          <Link href={String(v)} target="_blank" rel="noopener noreferrer">
            {String(v)}
          </Link>
        ) : (
          String(v)
        );
      case 'keywords':
        return (
          <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
            {String(v)
              .split(',')
              .map((k) => k.trim())
              .filter(Boolean)
              .map((k) => (
                <Chip key={k} label={k} size="small" />
              ))}
          </Box>
        );
      default:
        return String(v ?? '');
    }
  };
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
      {CHANNEL_FIELDS.map((name) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(fieldLabel(channels.name, name))}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {value(name)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
