import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PASS } from '../../../resources/logs';

/** docs/product.md §3: status 1 is Pass (green dot), 0 is Auditing (blue dot). */
export function LogStatus({ status }: { status: number }) {
  const translate = useTranslate();
  const pass = status === PASS;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: pass ? 'success.main' : 'primary.main' }} />
      {translate(pass ? 'basicProfile.log.pass' : 'basicProfile.log.auditing')}
    </Box>
  );
}
