import { useState } from 'react';
import { Button, List, ListItem, ListItemAvatar, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../api';
import { QueryCard } from '../../components/QueryCard';
import { UserAvatar } from './UserAvatar';
import type { Activity } from './userTypes';
import { useFormat } from '../../hooks/useFormat';

const SHOWN = 6;

/** What the user did lately, newest first: seeded history and what they did in this console. */
export function LatestActivityCard({ name }: { name: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const query = useApiQuery<Activity[]>('/api/user/latest-activity');
  const [all, setAll] = useState(false);
  const total = query.data?.length ?? 0;
  return (
    <QueryCard
      errorTitle="userInfo.error"
      title={translate('userInfo.activity.title')}
      query={query}
      action={
        total > SHOWN && (
          <Button size="small" onClick={() => setAll(!all)}>
            {all ? translate('userInfo.activity.showLess') : translate('userInfo.activity.viewAll')}
          </Button>
        )
      }
      skeleton={
        <Stack spacing={2}>
          {[0, 1, 2, 3].map((i) => (
            <Stack key={i} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Skeleton variant="circular" width={36} height={36} />
              <Stack sx={{ flex: 1 }}>
                <Skeleton width="50%" />
                <Skeleton width="30%" />
              </Stack>
            </Stack>
          ))}
        </Stack>
      }
    >
      {(activities) =>
        activities.length === 0 ? (
          <Typography color="text.secondary">{translate('userInfo.activity.empty')}</Typography>
        ) : (
          <List disablePadding aria-label={translate('userInfo.activity.title')}>
            {(all ? activities : activities.slice(0, SHOWN)).map((a) => (
              <ListItem
                key={a.id}
                divider
                disableGutters
                secondaryAction={
                  <Typography variant="caption" color="text.secondary" title={format.dateTime(a.time)}>
                    {format.ago(a.time)}
                  </Typography>
                }
              >
                <ListItemAvatar>
                  <UserAvatar name={name} src={a.avatar} size={36} />
                </ListItemAvatar>
                <ListItemText
                  primary={translate(`userInfo.activity.${a.type}`, { subject: a.subject, _: a.title })}
                  secondary={a.description}
                  sx={{ pr: 10 }}
                />
              </ListItem>
            ))}
          </List>
        )
      }
    </QueryCard>
  );
}
