import { Box, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import Verified from '@mui/icons-material/VerifiedOutlined';
import { useTranslate } from 'react-admin';
import { maskPhone } from '../../../domain/userProfile';
import { ErrorState } from '../../components/ErrorState';
import type { CardQuery as Query } from '../../components/QueryCard';
import type { UserProfile } from '../userInfo/userTypes';
import { AvatarUploader } from './AvatarUploader';
import { useSettingFormat } from './useSettingFormat';

/** The account at a glance: avatar upload, user name, certification, account id, phone, registration. */
export function UserPanel({ query }: { query: Query<UserProfile> }) {
  const translate = useTranslate();
  const format = useSettingFormat();
  const user = query.data;
  if (query.error && !user) {
    return (
      <Card>
        <ErrorState error={query.error} title="userSetting.error" onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  const rows = user
    ? [
        { label: 'userSetting.panel.userName', value: user.name },
        {
          label: 'userSetting.panel.certification',
          value:
            user.certification === 1 ? (
              <Chip size="small" color="success" variant="outlined" icon={<Verified />} label={translate('userSetting.panel.certified')} />
            ) : (
              <Chip size="small" variant="outlined" label={translate('userSetting.panel.notCertified')} />
            ),
        },
        { label: 'userSetting.panel.accountId', value: user.accountId },
        { label: 'userSetting.panel.phone', value: maskPhone(user.phone) },
        { label: 'userSetting.panel.registrationDate', value: format.dateTime(user.registrationDate) },
      ]
    : [];
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
          {user ? <AvatarUploader name={user.name} avatar={user.avatar} /> : <Skeleton variant="circular" width={100} height={100} />}
          <Box
            component="dl"
            sx={{
              flex: 1,
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '140px 1fr', lg: '140px 1fr 140px 1fr' },
              rowGap: 2,
              columnGap: 2,
              alignItems: 'center',
              width: '100%',
            }}
          >
            {user
              ? rows.map((r) => (
                  <Box key={r.label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {translate(r.label)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {r.value}
                    </Typography>
                  </Box>
                ))
              : [0, 1, 2, 3].map((i) => <Skeleton key={i} sx={{ gridColumn: 'span 2' }} />)}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
