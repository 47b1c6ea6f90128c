import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ height: 40, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text.secondary', fontSize: 13 }}>
      {translate('layout.footer')}
    </Box>
  );
}
