import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QueryCard, type CardQuery } from '../../components/QueryCard';
import { useFormat } from '../../hooks/useFormat';
import type { Announcement } from '../../../domain/workplace';

const TONE = { activity: 'warning', message: 'info', notice: 'primary' } as const;

/** The project's announcements, each with its kind as a tag. */
export function Announcements({ query }: { query: CardQuery<Announcement[]> }) {
  const translate = useTranslate();
  const format = useFormat();
  const title = translate('workplace.announcement.title');
  return (
    <QueryCard title={title} label={title} query={query}>
      {(items) =>
        items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('workplace.announcement.empty')}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0 }}>
            {items.map((a) => (
              <Stack component="li" key={a.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start', listStyle: 'none', minWidth: 0 }}>
                <Chip size="small" variant="outlined" color={TONE[a.type]} label={translate(`workplace.announcement.types.${a.type}`)} sx={{ flexShrink: 0 }} />
                <Typography variant="body2" sx={{ pt: '1px' }}>
                  {/* "Dec 1" stays on one line. */}
                  {translate(`workplace.announcement.topics.${a.topic}`, { date: format.day(a.date).replace(/\s/g, '\u00a0') })}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )
      }
    </QueryCard>
  );
}
