import { Box, Button, Stack, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { StatusIllustration } from '../../components';
import { workplacePath } from '../../routes/currentProject';

/** Any unknown path: outside the layout, with a way back to the workplace. */
export function NotFoundPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <StatusIllustration label="404" tone="primary" />
        <Typography variant="h5" component="h1">
          {translate('notFound.title')}
        </Typography>
        <Typography color="text.secondary">{translate('notFound.content')}</Typography>
        <Button variant="contained" onClick={() => navigate(workplacePath())}>
          {translate('notFound.back')}
        </Button>
      </Stack>
    </Box>
  );
}
