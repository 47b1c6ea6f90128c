import { Alert, Box, Button, Divider, Drawer, IconButton, MenuItem, Select, Switch, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n';
import { useFullscreen } from '../hooks/useFullscreen';
import { SettingRow } from './SettingRow';
import { DEFAULT_SETTINGS, type Settings } from './settingsStore';
import { ThemeColorPicker } from './ThemeColorPicker';
import { useSettings } from './useSettings';

export const SETTINGS_DRAWER_WIDTH = 300;
const SWITCHES = ['navbar', 'menu', 'topMenu', 'footer', 'tabBar', 'menuFromServer'] as const;

/** docs/product.md §2 global settings drawer: every change applies at once and is stored. */
export function SettingsDrawer() {
  const [settings, update] = useSettings();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const fullscreen = useFullscreen();
  const close = () => update({ globalSettings: false });

  const setSwitch = (key: (typeof SWITCHES)[number], on: boolean) => {
    const patch: Partial<Settings> = { [key]: on };
    // docs/product.md §4: topMenu on expands the menu; menuFromServer on fetches the server menu (empty list = fetch).
    if (key === 'topMenu' && on) patch.menuCollapse = false;
    if (key === 'menuFromServer') patch.serverMenu = [];
    update(patch);
  };

  const copy = async () => {
    const { globalSettings: _g, device: _d, hideMenu: _h, serverMenu: _s, ...rest } = settings;
    try {
      await navigator.clipboard.writeText(JSON.stringify({ ...DEFAULT_SETTINGS, ...rest, serverMenu: [] }, null, 2));
      notify('settings.copySuccess', { type: 'success' });
    } catch {
      notify('settings.copyFailed', { type: 'error' });
    }
  };

  return (
    <Drawer
      anchor="right"
      open={settings.globalSettings}
      onClose={close}
      slotProps={{ paper: { sx: { width: SETTINGS_DRAWER_WIDTH }, 'aria-labelledby': 'settings-title' } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, height: 56, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="settings-title" variant="h6" component="h2" sx={{ flex: 1, fontSize: 16 }}>
          {translate('settings.title')}
        </Typography>
        <IconButton size="small" aria-label={translate('settings.close')} onClick={close}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1.5 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {translate('settings.content')}
        </Typography>
        {SWITCHES.map((key) => (
          <SettingRow key={key} label={translate(`settings.${key}`)} htmlFor={`setting-${key}`}>
            <Switch id={`setting-${key}`} size="small" checked={settings[key]} onChange={(e) => setSwitch(key, e.target.checked)} />
          </SettingRow>
        ))}
        <SettingRow label={translate('settings.menuWidth')} htmlFor="setting-menuWidth">
          <TextField
            id="setting-menuWidth"
            type="number"
            size="small"
            value={settings.menuWidth}
            onChange={(e) => {
              const n = Math.round(Number(e.target.value));
              if (Number.isFinite(n) && n >= 120 && n <= 480) update({ menuWidth: n });
            }}
            slotProps={{ htmlInput: { min: 120, max: 480, step: 10 } }}
            sx={{ width: 96 }}
          />
        </SettingRow>
        <Divider sx={{ my: 1.5 }} />
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {translate('settings.appearance')}
        </Typography>
        <Typography sx={{ fontSize: 14, my: 1 }}>{translate('settings.themeColor')}</Typography>
        <ThemeColorPicker value={settings.themeColor} onChange={(themeColor) => update({ themeColor })} />
        <SettingRow label={translate('settings.darkMode')} htmlFor="setting-dark">
          <Switch id="setting-dark" size="small" checked={settings.theme === 'dark'} onChange={(e) => update({ theme: e.target.checked ? 'dark' : 'light' })} />
        </SettingRow>
        <SettingRow label={translate('settings.language')} htmlFor="setting-language">
          <Select
            id="setting-language"
            size="small"
            value={locale}
            onChange={(e) => setLocale(e.target.value)}
            inputProps={{ 'aria-label': translate('settings.language') }}
            sx={{ minWidth: 110 }}
          >
            {LOCALES.map((l) => (
              <MenuItem key={l} value={l} lang={l}>
                {translate(`mds.locale.${l}`)}
              </MenuItem>
            ))}
          </Select>
        </SettingRow>
        <SettingRow label={translate('settings.fullScreen')} htmlFor="setting-fullscreen">
          <Switch id="setting-fullscreen" size="small" checked={fullscreen.isFull} onChange={fullscreen.toggle} />
        </SettingRow>
        <Divider sx={{ my: 1.5 }} />
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {translate('settings.otherSettings')}
        </Typography>
        <SettingRow label={translate('settings.colorWeak')} htmlFor="setting-colorWeak">
          <Switch id="setting-colorWeak" size="small" checked={settings.colorWeak} onChange={(e) => update({ colorWeak: e.target.checked })} />
        </SettingRow>
        <Alert severity="info" sx={{ mt: 2, fontSize: 13 }}>
          {translate('settings.alertContent')}
        </Alert>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="outlined" onClick={close} sx={{ flex: 1 }}>
          {translate('settings.close')}
        </Button>
        <Button variant="contained" onClick={copy} sx={{ flex: 1 }}>
          {translate('settings.copySettings')}
        </Button>
      </Box>
    </Drawer>
  );
}
