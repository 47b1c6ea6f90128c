import type { ReactNode } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

/** An icon over a label that goes somewhere: quick operations and recent visits. */
export function Tile({ icon, label, caption, onClick }: { icon: ReactNode; label: string; caption?: string; onClick: () => void }) {
  return (
    <ButtonBase
      onClick={onClick}
      sx={(t) => ({
        flexDirection: 'column',
        // Icons in a row line up, whether a label takes one line or two.
        justifyContent: 'flex-start',
        height: '100%',
        gap: 0.75,
        p: 1,
        borderRadius: 1,
        width: '100%',
        color: 'text.primary',
        '& .tile-icon': { bgcolor: t.palette.action.hover, transition: 'background-color .2s, color .2s' },
        '&:hover .tile-icon, &.Mui-focusVisible .tile-icon': { bgcolor: alpha(t.palette.primary.main, 0.12), color: 'primary.main' },
      })}
    >
      <Box className="tile-icon" sx={{ width: 44, height: 44, borderRadius: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {icon}
      </Box>
      <Typography variant="caption" sx={{ textAlign: 'center', lineHeight: 1.3 }}>
        {label}
      </Typography>
      {caption ? (
        <Typography variant="caption" color="text.secondary" sx={{ fontSize: 11, lineHeight: 1 }}>
          {caption}
        </Typography>
      ) : null}
    </ButtonBase>
  );
}
