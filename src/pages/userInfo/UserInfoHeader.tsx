import { Box, Card, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import Business from '@mui/icons-material/BusinessOutlined';
import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import Place from '@mui/icons-material/PlaceOutlined';
import Work from '@mui/icons-material/WorkOutlined';
import { useNavigate, useTranslate } from 'react-admin';
import { avatarCornerButtonSx } from '../../components/avatarCornerButton';
import { ErrorState } from '../../components/ErrorState';
import { UserAvatar } from './UserAvatar';
import type { CardQuery as Query } from '../../components/QueryCard';
import type { UserProfile } from './userTypes';

/** Avatar (the camera leads to the upload in settings), name, job, organization and location. */
export function UserInfoHeader({ query }: { query: Query<UserProfile> }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const user = query.data;
  const facts = user
    ? [
        { icon: Work, label: 'userInfo.job', value: user.jobName },
        { icon: Business, label: 'userInfo.organization', value: user.organizationName },
        { icon: Place, label: 'userInfo.location', value: user.locationName },
      ]
    : [];
  return (
    <Card
      component="header"
      sx={(theme) => ({
        minHeight: 180,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: `radial-gradient(circle at 15% 20%, ${alpha(theme.palette.primary.main, 0.22)}, transparent 45%), radial-gradient(circle at 85% 80%, ${alpha(theme.palette.primary.main, 0.16)}, transparent 40%), ${alpha(theme.palette.primary.main, 0.06)}`,
      })}
    >
      {query.error && !user ? (
        <ErrorState error={query.error} title="userInfo.error" onRetry={() => void query.refetch()} />
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'center', py: 3, px: 2, textAlign: 'center' }}>
          {user ? (
            // The camera button sits on the avatar's corner. Not a Badge: MUI hides a badge's content
            // from assistive technology (aria-hidden), and a button there is then focusable yet unnamed (axe: aria-hidden-focus).
            <Box sx={{ position: 'relative' }}>
              <UserAvatar name={user.name} src={user.avatar} size={64} />
              <Tooltip title={translate('userInfo.changeAvatar')}>
                <IconButton
                  size="small"
                  aria-label={translate('userInfo.changeAvatar')}
                  onClick={() => navigate('/user/setting')}
                  sx={{ ...avatarCornerButtonSx, width: 26, height: 26 }}
                >
                  <PhotoCamera sx={{ fontSize: 15 }} />
                </IconButton>
              </Tooltip>
            </Box>
          ) : (
            <Skeleton variant="circular" width={64} height={64} />
          )}
          <Typography variant="h6" component="h1">
            {user ? user.name : <Skeleton width={120} />}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ color: 'text.secondary' }}>
            {user
              ? facts.map(({ icon: Icon, label, value }) => (
                  <Stack key={label} direction="row" spacing={0.5} sx={{ alignItems: 'center' }} title={translate(label)}>
                    <Icon sx={{ fontSize: 16 }} aria-label={translate(label)} />
                    <Typography variant="body2">{value}</Typography>
                  </Stack>
                ))
              : [0, 1, 2].map((i) => <Skeleton key={i} width={110} />)}
          </Stack>
        </Stack>
      )}
    </Card>
  );
}
