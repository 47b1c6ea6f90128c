import { Fab, Tooltip } from '@mui/material';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useTranslate } from 'react-admin';
import { prefetchSettingsDrawer } from '../appSettings';

/** docs/product.md §2: with the navbar hidden, a floating button still opens the settings. */
export function FloatingSettingsButton({ onClick }: { onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('layout.settings')} placement="left">
      <Fab
        color="primary"
        size="medium"
        aria-label={translate('layout.settings')}
        onClick={onClick}
        {...prefetchSettingsDrawer}
        sx={{ position: 'fixed', top: 280, right: 0, borderRadius: '8px 0 0 8px', zIndex: (t) => t.zIndex.speedDial }}
      >
        <SettingsOutlined />
      </Fab>
    </Tooltip>
  );
}
