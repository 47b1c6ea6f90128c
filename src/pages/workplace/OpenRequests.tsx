import { memo } from 'react';
import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RecordContextProvider, ResourceContextProvider, useTranslate } from 'react-admin';
import accessRequests from '../../../resources/accessRequests';
import { QueryCard } from '../../components/QueryCard';
import { EnumField } from '../../engine/EnumField';
import { encodeListState } from '../../engine/listState/listStateCodec';
import { useFormat } from '../../hooks/useFormat';
import { useOpenRequests } from './useOpenRequests';
import { WaitingLinks } from './WaitingLinks';

const RESOURCE = accessRequests.name;
const STATE_TONES = accessRequests.fields.state.tones;

/**
 * The reader's access requests still in play (a user's own open ones; for an admin, those waiting
 * for review), the newest few linking to their pages and "View all" to the list filtered the same way;
 * above them, how many records wait for the reader's own step (WaitingLinks).
 */
export const OpenRequests = memo(function OpenRequests() {
  const translate = useTranslate();
  const format = useFormat();
  const { reviewer, states, query } = useOpenRequests();
  const group = reviewer ? 'review' : 'mine';
  const title = translate(`workplace.requests.${group}.title`);
  const allHref = `/${RESOURCE}?${encodeListState({ filter: { state: states }, page: 1 })}`;
  return (
    <QueryCard
      title={title}
      label={title}
      query={query}
      action={
        <Link component={RouterLink} to={allHref} underline="hover" variant="body2">
          {translate('workplace.requests.viewAll')}
        </Link>
      }
    >
      {({ rows, total }) =>
        total === 0 ? (
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              {translate(`workplace.requests.${group}.empty`)}
            </Typography>
            <WaitingLinks />
          </Stack>
        ) : (
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary" data-testid="open-requests-count">
              {translate(`workplace.requests.${group}.count`, { count: format.number(total), smart_count: total })}
            </Typography>
            <WaitingLinks />
            <ResourceContextProvider value={RESOURCE}>
              <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
                {rows.map((request) => (
                  <Stack component="li" key={request.id} direction="row" spacing={1} sx={{ alignItems: 'baseline', listStyle: 'none', minWidth: 0 }}>
                    <Link
                      component={RouterLink}
                      to={`/${RESOURCE}/${request.id}/show`}
                      underline="hover"
                      variant="body2"
                      sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {String(request.title)}
                    </Link>
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                      <RecordContextProvider value={request}>
                        <EnumField source="state" tones={STATE_TONES} />
                      </RecordContextProvider>
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            </ResourceContextProvider>
          </Stack>
        )
      }
    </QueryCard>
  );
});
