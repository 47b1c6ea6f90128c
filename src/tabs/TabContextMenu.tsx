import { ListItemIcon, Menu, MenuItem } from '@mui/material';
import Refresh from '@mui/icons-material/Refresh';
import Close from '@mui/icons-material/Close';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import ClearAll from '@mui/icons-material/ClearAll';
import Tab from '@mui/icons-material/TabOutlined';
import { useTranslate } from 'react-admin';
import type { Tab as TabEntry } from './tabsStore';
import { useTabActions } from './useTabActions';

interface Props {
  anchor: { x: number; y: number } | null;
  index: number;
  tabs: TabEntry[];
  isCurrent: boolean;
  onClose: () => void;
}

/** Right-click menu of a tab, with the template's rules for what is disabled (in both locales). */
export function TabContextMenu({ anchor, index, tabs, isCurrent, onClose }: Props) {
  const translate = useTranslate();
  const actions = useTabActions();
  const items = [
    { key: 'reload', icon: <Refresh fontSize="small" />, disabled: !isCurrent, run: () => actions.reload(tabs[index]) },
    { key: 'closeCurrent', icon: <Close fontSize="small" />, disabled: index === 0, run: () => actions.close(index) },
    { key: 'closeLeft', icon: <FirstPage fontSize="small" />, disabled: index <= 1, run: () => actions.closeLeft(index) },
    { key: 'closeRight', icon: <LastPage fontSize="small" />, disabled: index === tabs.length - 1, run: () => actions.closeRight(index) },
    { key: 'closeOthers', icon: <Tab fontSize="small" />, disabled: false, run: () => actions.closeOthers(index) },
    { key: 'closeAll', icon: <ClearAll fontSize="small" />, disabled: false, run: () => actions.closeAll() },
  ];
  return (
    <Menu
      open={!!anchor}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={anchor ? { top: anchor.y, left: anchor.x } : undefined}
      aria-label={translate('tabs.menu')}
    >
      {items.map((item) => (
        <MenuItem
          key={item.key}
          disabled={item.disabled}
          onClick={() => {
            onClose();
            item.run();
          }}
        >
          <ListItemIcon>{item.icon}</ListItemIcon>
          {translate(`tabs.${item.key}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
