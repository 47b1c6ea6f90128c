import { Box, Typography } from '@mui/material';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ArrowDropUp from '@mui/icons-material/ArrowDropUp';
import { useFormat } from '../hooks/useFormat';

/**
 * A growth rate (percent units) with its direction: red and up when it rose, green and down when
 * it fell, the convention of the product's Chinese-speaking users (as in the template).
 */
export function GrowthFigure({ value, label }: { value: number; label?: string }) {
  const format = useFormat({ percentDigits: 2 });
  const rose = value >= 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {label && (
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
      )}
      <Typography variant="caption" sx={{ display: 'inline-flex', alignItems: 'center', fontWeight: 600, color: rose ? 'error.main' : 'success.main' }}>
        {rose ? <ArrowDropUp fontSize="small" /> : <ArrowDropDown fontSize="small" />}
        {format.signedPercent(value)}
      </Typography>
    </Box>
  );
}
