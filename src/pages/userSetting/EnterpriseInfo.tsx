import { Box, Chip, Typography } from '@mui/material';
import Verified from '@mui/icons-material/VerifiedOutlined';
import { useTranslate } from 'react-admin';
import type { Certification } from './settingTypes';
import { useSettingFormat } from './useSettingFormat';

/** The nine facts of the enterprise's real-name authentication, three to a row on wide screens. */
export function EnterpriseInfo({ info }: { info: Certification['enterpriseInfo'] }) {
  const translate = useTranslate();
  const format = useSettingFormat();
  const t = (key: string) => translate(`userSetting.certification.${key}`);
  const facts = [
    { key: 'accountType', value: translate(`userSetting.certification.accountTypes.${info.accountType}`, { _: info.accountType }) },
    {
      key: 'status',
      value:
        info.status === 1 ? (
          <Chip size="small" color="success" variant="outlined" icon={<Verified />} label={t('certified')} />
        ) : (
          <Chip size="small" color="warning" variant="outlined" label={t('statuses.0')} />
        ),
    },
    { key: 'time', value: format.dateTime(info.time) },
    { key: 'legalPerson', value: info.legalPerson },
    { key: 'certificateType', value: translate(`userSetting.certification.certificateTypes.${info.certificateType}`, { _: info.certificateType }) },
    { key: 'authenticationNumber', value: info.authenticationNumber },
    { key: 'enterpriseName', value: info.enterpriseName },
    {
      key: 'enterpriseCertificateType',
      value: translate(`userSetting.certification.certificateTypes.${info.enterpriseCertificateType}`, { _: info.enterpriseCertificateType }),
    },
    { key: 'organizationCode', value: info.organizationCode },
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, gap: 2 }}>
      {facts.map((f) => (
        <Box key={f.key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(f.key)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.5 }}>
            {f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
