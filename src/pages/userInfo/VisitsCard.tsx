import { Grid, Skeleton, Stack, Typography } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../api';
import { QueryCard } from '../../components/QueryCard';
import type { Visit } from './userTypes';
import { useFormat } from '../../hooks/useFormat';

/** Visits of the user's home page and projects, with the change since last week. */
export function VisitsCard() {
  const translate = useTranslate();
  const format = useFormat({ percentDigits: 2 });
  const query = useApiQuery<Visit[]>('/api/user/visits');
  return (
    <QueryCard
      errorTitle="userInfo.error"
      title={translate('userInfo.visits.title')}
      query={query}
      skeleton={
        <Grid container spacing={2}>
          {[0, 1].map((i) => (
            <Grid key={i} size={6}>
              <Skeleton width="70%" />
              <Skeleton height={36} width="50%" />
            </Grid>
          ))}
        </Grid>
      }
    >
      {(visits) => (
        <Grid container spacing={2}>
          {visits.map((v) => (
            <Grid key={v.name} size={6}>
              <Typography variant="body2" color="text.secondary">
                {translate(`userInfo.visits.${v.name}`)}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
                {format.number(v.visits)}
              </Typography>
              <Stack
                direction="row"
                spacing={0.5}
                sx={{ alignItems: 'center', color: v.growth >= 0 ? 'success.main' : 'error.main' }}
                title={translate('userInfo.visits.growth')}
              >
                {v.growth >= 0 ? <ArrowUpward sx={{ fontSize: 14 }} /> : <ArrowDownward sx={{ fontSize: 14 }} />}
                <Typography variant="caption">{format.signedPercent(v.growth)}</Typography>
              </Stack>
            </Grid>
          ))}
        </Grid>
      )}
    </QueryCard>
  );
}
