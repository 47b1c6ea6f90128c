import { Button, Card, Skeleton, Stack, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { useApiQuery } from '../../api';
import { StatusIllustration } from '../../components';
import { MY_PROJECTS_PATH, workplacePath } from '../../routes/currentProject';
import type { Project } from '../../../domain/workplace';

/** A project id that does not exist or is not the reader's: say so and offer their first project. */
export function ProjectNotFound({ projectId }: { projectId: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const projects = useApiQuery<Project[]>(MY_PROJECTS_PATH);
  const first = projects.data?.[0];
  return (
    <Card component="section" sx={{ py: 8, px: 2 }} aria-label={translate('workplace.notFound.title')}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <StatusIllustration label="404" tone="primary" />
        <Typography variant="h6" component="h1">
          {translate('workplace.notFound.title')}
        </Typography>
        <Typography color="text.secondary">{translate('workplace.notFound.content', { id: projectId })}</Typography>
        {projects.isPending ? (
          <Skeleton variant="rounded" width={220} height={36} />
        ) : first ? (
          <Button variant="contained" onClick={() => navigate(workplacePath(String(first.id)))}>
            {translate('workplace.notFound.goTo', { name: first.name })}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
