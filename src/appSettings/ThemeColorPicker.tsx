import { Box, ButtonBase, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { colorShades } from '../theme/colorShades';

export const PRESET_COLORS = ['#165DFF', '#0FC6C2', '#00B42A', '#722ED1', '#F77234', '#F53F3F'];

/** Presets and a free colour; the 10 generated shades of the current one are shown under it. */
export function ThemeColorPicker({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const translate = useTranslate();
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {PRESET_COLORS.map((c) => (
          <Tooltip key={c} title={translate('settings.themeColorPreset', { color: c })}>
            <ButtonBase
              aria-label={translate('settings.themeColorPreset', { color: c })}
              aria-pressed={value.toLowerCase() === c.toLowerCase()}
              onClick={() => onChange(c)}
              sx={{
                width: 24,
                height: 24,
                borderRadius: 1,
                bgcolor: c,
                outline: value.toLowerCase() === c.toLowerCase() ? '2px solid' : 'none',
                outlineColor: 'text.primary',
                outlineOffset: 2,
              }}
            />
          </Tooltip>
        ))}
        <Box
          component="input"
          type="color"
          value={value}
          aria-label={translate('settings.themeColorPick')}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value.toUpperCase())}
          sx={{ width: 32, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
        />
      </Box>
      <Box aria-hidden sx={{ display: 'flex', mt: 1, borderRadius: 1, overflow: 'hidden' }} data-testid="theme-shades">
        {colorShades(value).map((shade) => (
          <Box key={shade} sx={{ flex: 1, height: 12, bgcolor: shade }} />
        ))}
      </Box>
    </Box>
  );
}
