import { Card, CardContent, CardHeader, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../api';
import { ErrorState } from '../../components/ErrorState';
import { CertificationRecords } from './CertificationRecords';
import { EnterpriseInfo } from './EnterpriseInfo';
import { CERTIFICATION, type Certification } from './settingTypes';

/** The enterprise's real-name authentication and the certification requests. */
export function CertificationPanel() {
  const translate = useTranslate();
  const query = useApiQuery<Certification>(CERTIFICATION);
  if (query.error && !query.data) return <ErrorState error={query.error} title="userSetting.error" onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <Stack spacing={2}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  const titleProps = { title: { variant: 'subtitle1', component: 'h3', sx: { fontWeight: 600 } } } as const;
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardHeader title={translate('userSetting.certification.enterprise')} slotProps={titleProps} />
        <CardContent sx={{ pt: 0 }}>
          <EnterpriseInfo info={query.data.enterpriseInfo} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title={translate('userSetting.certification.records')} slotProps={titleProps} />
        <CardContent sx={{ pt: 0 }}>
          <CertificationRecords records={query.data.records} />
        </CardContent>
      </Card>
    </Stack>
  );
}
