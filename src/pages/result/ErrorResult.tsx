import { Alert, Box, Button, Card, CardContent, CardHeader, Link, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useGoBack } from '../../hooks/useGoBack';
import { ResultHeader } from './ResultHeader';

/** docs/product.md §8 "Submit Error": the failure, what usually causes it, and the ways out. */
export function ErrorResult() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const goBack = useGoBack();
  // The step form passes the server's message when a submission failed for other reasons than its fields.
  const message = (useLocation().state as { message?: unknown } | null)?.message;
  return (
    <>
      <Card sx={{ mb: 2 }}>
        <ResultHeader
          status="error"
          title={translate('result.error.title')}
          subtitle={translate('result.error.subtitle')}
          actions={
            <>
              <Button variant="outlined" onClick={goBack}>
                {translate('result.error.goBack')}
              </Button>
              <Button variant="contained" onClick={() => navigate('/form/step')}>
                {translate('result.error.correct')}
              </Button>
            </>
          }
        />
      </Card>
      <Card>
        <CardHeader title={translate('result.error.details')} slotProps={{ title: { component: 'h2', variant: 'subtitle1', fontWeight: 600 } }} />
        <CardContent sx={{ pt: 0 }}>
          {typeof message === 'string' && message && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate('result.error.reason', { message: translate(message, { _: message }) })}
            </Alert>
          )}
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            <Typography component="li" variant="body2" sx={{ mb: 1 }}>
              {translate('result.error.domain')}{' '}
              <Link component={RouterLink} to="/form/step">
                {translate('result.error.register')}
              </Link>
            </Typography>
            <Typography component="li" variant="body2">
              {translate('result.error.permission')}
            </Typography>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
