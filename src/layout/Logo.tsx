import { Box } from '@mui/material';

/** The MDS mark: a medical cross in the theme colour. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: size, height: size, flexShrink: 0, color: 'primary.main' }}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
    </Box>
  );
}
