import { Button, Card, CardContent, CardHeader, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useLocaleState, useNavigate, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState } from '../../components/ErrorState';
import { workplacePath } from '../../routes/currentProject';
import { PrintStyles } from './PrintStyles';
import { ProgressSteps } from './ProgressSteps';
import { ResultHeader } from './ResultHeader';
import { useResultChannel } from './useResultChannel';

/** docs/product.md §2 success result: the submitted channel and its application's progress. */
export function SuccessResult() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const channel = useResultChannel();
  const c = channel.data;
  const time = c ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(c.submittedAt)) : '';
  return (
    <Stack spacing={2} className="mds-print-area">
      <PrintStyles />
      <Card>
        <ResultHeader
          status="success"
          title={translate('result.success.title')}
          subtitle={translate('result.success.subtitle')}
          detail={
            c === undefined && !channel.error ? (
              <Skeleton width={320} />
            ) : c ? (
              <Typography variant="body2" color="text.secondary">
                {translate('result.success.channel', { name: c.activityName, id: c.id, time })}{' '}
                <Link component={RouterLink} to={`/channels/${c.id}/show`} className="mds-no-print">
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
          {channel.error && !c ? (
            <ErrorState title="charts.loadFailed" error={channel.error} onRetry={() => void channel.refetch()} minHeight={120} />
          ) : c === undefined ? (
            <Skeleton variant="rounded" height={72} data-testid="progress-loading" />
          ) : c === null ? (
            <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
              <Typography color="text.secondary">{translate('result.success.none')}</Typography>
              <Button variant="outlined" component={RouterLink} to="/form/step" className="mds-no-print">
                {translate('result.success.create')}
              </Button>
            </Stack>
          ) : (
            <ProgressSteps channel={c} />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
