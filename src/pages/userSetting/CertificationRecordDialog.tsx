import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CertificationRecord } from './settingTypes';
import { useSettingFormat } from './useSettingFormat';

/** One certification request in full. */
export function CertificationRecordDialog({ record, onClose }: { record: CertificationRecord; onClose: () => void }) {
  const translate = useTranslate();
  const format = useSettingFormat();
  const t = (key: string) => translate(`userSetting.certification.${key}`);
  const facts = [
    { label: t('type'), value: translate(`userSetting.certification.types.${record.certificationType}`) },
    { label: t('content'), value: record.certificationContent },
    { label: t('status'), value: translate(`userSetting.certification.statuses.${record.status}`) },
    { label: t('time'), value: format.dateTime(record.time) },
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="certification-record-title">
      <DialogTitle id="certification-record-title">{translate(`userSetting.certification.types.${record.certificationType}`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          {facts.map((f) => (
            <div key={f.label}>
              <Typography variant="caption" color="text.secondary">
                {f.label}
              </Typography>
              <Typography variant="body2">{f.value}</Typography>
            </div>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
