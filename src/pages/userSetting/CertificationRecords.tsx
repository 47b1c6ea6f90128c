import { useState } from 'react';
import { Badge, Button, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CertificationRecordDialog } from './CertificationRecordDialog';
import type { CertificationRecord } from './settingTypes';
import { useSettingFormat } from './useSettingFormat';
import { WithdrawConfirm } from './WithdrawConfirm';

/** The certification requests: view any, withdraw one still under review. */
export function CertificationRecords({ records }: { records: CertificationRecord[] }) {
  const translate = useTranslate();
  const format = useSettingFormat();
  const [viewing, setViewing] = useState<CertificationRecord | null>(null);
  const [withdrawing, setWithdrawing] = useState<CertificationRecord | null>(null);
  const t = (key: string) => translate(`userSetting.certification.${key}`);
  if (records.length === 0) return <Typography color="text.secondary">{t('none')}</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('records')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('type')}</TableCell>
              <TableCell>{t('content')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell>{t('time')}</TableCell>
              <TableCell>{t('operation')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{translate(`userSetting.certification.types.${r.certificationType}`)}</TableCell>
                <TableCell>{r.certificationContent}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
                    <Badge
                      variant="dot"
                      color={r.status === 1 ? 'success' : 'warning'}
                      sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                    />
                    <span>{translate(`userSetting.certification.statuses.${r.status}`)}</span>
                  </Stack>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(r.time)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setViewing(r)}>
                    {t('view')}
                  </Button>
                  {r.status === 0 && (
                    <Button size="small" color="warning" onClick={() => setWithdrawing(r)}>
                      {t('withdraw')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {viewing && <CertificationRecordDialog record={viewing} onClose={() => setViewing(null)} />}
      {withdrawing && <WithdrawConfirm record={withdrawing} onClose={() => setWithdrawing(null)} />}
    </>
  );
}
