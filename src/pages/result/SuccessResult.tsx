import { Button, Card, CardContent, CardHeader, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '../../components/ErrorState';
import { useFormat } from '../../hooks/useFormat';
import { workplacePath } from '../../routes/currentProject';
import { PrintStyles } from './PrintStyles';
import { ProgressSteps } from './ProgressSteps';
import { ResultHeader } from './ResultHeader';
import { useResultChannel } from './useResultChannel';

/** docs/product.md §2 success result: the submitted channel and its application's progress. */
export function SuccessResult() {
  const translate = useTranslate();
  const format = useFormat();
  const navigate = useNavigate();
  const channelQuery = useResultChannel();
  const channel = channelQuery.data;
  const time = channel ? format.dateTime(channel.submittedAt) : '';
  return (
    <Stack spacing={2} className="mds-print-area">
      <PrintStyles />
      <Card>
        <ResultHeader
          status="success"
          title={translate('result.success.title')}
          subtitle={translate('result.success.subtitle')}
          detail={
            channel === undefined && !channelQuery.error ? (
              <Skeleton width={320} />
            ) : channel ? (
              <Typography variant="body2" color="text.secondary">
                {translate('result.success.channel', { name: channel.activityName, id: channel.id, time })}{' '}
                <Link component={RouterLink} to={`/channels/${channel.id}/show`} className="mds-no-print">
                  {translate('result.success.details')}
                </Link>
              </Typography>
            ) : null
          }
          actions={
            <>
              <Button variant="outlined" onClick={() => window.print()}>
                {translate('result.success.print')}
              </Button>
              <Button variant="contained" onClick={() => navigate(workplacePath())}>
                {translate('result.success.projectList')}
              </Button>
            </>
          }
        />
      </Card>
      <Card>
        <CardHeader title={translate('result.success.progress')} slotProps={{ title: { component: 'h2', variant: 'subtitle1', fontWeight: 600 } }} />
        <CardContent>
          {channelQuery.error && !channel ? (
            <ErrorState title="charts.loadFailed" error={channelQuery.error} onRetry={() => void channelQuery.refetch()} minHeight={120} />
          ) : channel === undefined ? (
            <Skeleton variant="rounded" height={72} data-testid="progress-loading" />
          ) : channel === null ? (
            <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
              <Typography color="text.secondary">{translate('result.success.none')}</Typography>
              <Button variant="outlined" component={RouterLink} to="/form/step" className="mds-no-print">
                {translate('result.success.create')}
              </Button>
            </Stack>
          ) : (
            <ProgressSteps channel={channel} />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
