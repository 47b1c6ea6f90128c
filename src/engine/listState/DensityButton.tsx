import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import DensityMedium from '@mui/icons-material/DensityMedium';
import { useTranslate } from 'react-admin';
import { DENSITIES, type Density } from './listStateCodec';

/** Vertical cell padding (theme spacing) per density. */
export const DENSITY_PADDING: Record<Density, number> = { mini: 0.25, small: 0.5, medium: 1, large: 1.75 };

export function DensityButton({ density, onChange }: { density: Density; onChange: (d: Density) => void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button size="small" startIcon={<DensityMedium />} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        {translate('mds.list.density')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {DENSITIES.map((d) => (
          <MenuItem
            key={d}
            selected={d === density}
            onClick={() => {
              onChange(d);
              setAnchor(null);
            }}
          >
            {translate(`mds.list.densities.${d}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
