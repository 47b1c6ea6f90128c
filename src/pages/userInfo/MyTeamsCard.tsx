import { Avatar, List, ListItem, ListItemAvatar, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import Groups from '@mui/icons-material/GroupsOutlined';
import { useTranslate } from 'react-admin';
import { useChartColors } from '../../charts';
import { useApiQuery } from '../../api';
import { avatarUrl } from '../../api/avatarUrl';
import { QueryCard } from '../../components/QueryCard';
import type { Team } from './userTypes';
import { useFormat } from '../../hooks/useFormat';

/** The teams the user belongs to, with their size. */
export function MyTeamsCard() {
  const translate = useTranslate();
  const format = useFormat();
  const colors = useChartColors();
  const query = useApiQuery<Team[]>('/api/user/my-team/list');
  return (
    <QueryCard
      errorTitle="userInfo.error"
      title={translate('userInfo.teams.title')}
      query={query}
      skeleton={
        <Stack spacing={1.5}>
          {[0, 1, 2, 3].map((i) => (
            <Stack key={i} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Skeleton variant="circular" width={32} height={32} />
              <Skeleton width="60%" />
            </Stack>
          ))}
        </Stack>
      }
    >
      {(teams) =>
        teams.length === 0 ? (
          <Typography color="text.secondary">{translate('userInfo.teams.empty')}</Typography>
        ) : (
          <List disablePadding dense aria-label={translate('userInfo.teams.title')}>
            {teams.map((t, i) => (
              <ListItem key={t.id} disableGutters>
                <ListItemAvatar sx={{ minWidth: 44 }}>
                  <Avatar src={avatarUrl(t.avatar)} alt={t.name} sx={{ width: 32, height: 32, bgcolor: colors.series[(i + 1) % colors.series.length] }}>
                    <Groups sx={{ fontSize: 18 }} />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={t.name} secondary={translate('userInfo.teams.people', { count: format.number(t.peopleNumber) })} />
              </ListItem>
            ))}
          </List>
        )
      }
    </QueryCard>
  );
}
