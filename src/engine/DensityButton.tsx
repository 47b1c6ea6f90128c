import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import DensityMedium from '@mui/icons-material/DensityMedium';
import { useResourceContext, useStore, useTranslate } from 'react-admin';

export const DENSITIES = ['mini', 'small', 'medium', 'large'] as const;
export type Density = (typeof DENSITIES)[number];

/** Vertical cell padding (theme spacing) per density. */
export const DENSITY_PADDING: Record<Density, number> = { mini: 0.25, small: 0.5, medium: 1, large: 1.75 };

/** The list's row density, remembered per resource. */
export const useDensity = () => useStore<Density>(`${useResourceContext()}.density`, 'medium');

export function DensityButton() {
  const translate = useTranslate();
  const [density, setDensity] = useDensity();
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
              setDensity(d);
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
