import { useState } from 'react';
import { AvatarGroup, Button, Card, CardActionArea, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { useApiQuery } from '../../api';
import { MY_PROJECTS_PATH, workplacePath } from '../../routes/currentProject';
import { QueryCard } from '../../components/QueryCard';
import { UserAvatar } from './UserAvatar';
import type { Project } from './userTypes';
import { useFormat } from '../../hooks/useFormat';

const SHOWN = 6;

/** The user's projects (the workplace's list); a project opens its workplace. */
export function MyProjectsCard() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const format = useFormat();
  const query = useApiQuery<Project[]>(MY_PROJECTS_PATH);
  const [all, setAll] = useState(false);
  const total = query.data?.length ?? 0;
  return (
    <QueryCard
      errorTitle="userInfo.error"
      title={translate('userInfo.projects.title')}
      query={query}
      action={
        total > SHOWN && (
          <Button size="small" onClick={() => setAll(!all)}>
            {all ? translate('userInfo.projects.showLess') : translate('userInfo.projects.showAll', { count: total })}
          </Button>
        )
      }
      skeleton={
        <Grid container spacing={2}>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, xl: 4 }}>
              <Skeleton variant="rounded" height={120} />
            </Grid>
          ))}
        </Grid>
      }
    >
      {(projects) =>
        projects.length === 0 ? (
          <Typography color="text.secondary">{translate('userInfo.projects.empty')}</Typography>
        ) : (
          <Grid container spacing={2}>
            {(all ? projects : projects.slice(0, SHOWN)).map((p) => (
              <Grid key={p.id} size={{ xs: 12, sm: 6, xl: 4 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    onClick={() => navigate(workplacePath(String(p.id)))}
                    // Named by its visible text (axe: label-content-name-mismatch); the action is told by the tooltip.
                    title={translate('userInfo.projects.open', { name: p.name })}
                    sx={{ height: '100%' }}
                  >
                    <CardContent>
                      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
                        {p.name}
                      </Typography>
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ mt: 0.5, mb: 1.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                      >
                        {p.description}
                      </Typography>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <AvatarGroup max={5} sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 11 } }}>
                          {p.contributors.map((c) => (
                            <UserAvatar key={c.email} name={c.name} src={c.avatar} size={24} tinted />
                          ))}
                        </AvatarGroup>
                        <Typography variant="caption" color="text.secondary">
                          {translate('userInfo.projects.people', { count: format.number(p.peopleNumber) })}
                        </Typography>
                      </Stack>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        )
      }
    </QueryCard>
  );
}
