import { useState } from 'react';
import { Box, Collapse, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuFold from '@mui/icons-material/MenuOpen';
import MenuUnfold from '@mui/icons-material/Menu';
import { useTranslate } from 'react-admin';
import { NamedIcon } from '../../engine/NamedIcon';
import { MenuLeafItem } from './MenuLeafItem';
import { useActiveKey } from './useActiveKey';
import { isGroup, useMenuTree } from './useMenuTree';

export const COLLAPSED_WIDTH = 64;

interface SideMenuProps {
  collapsed: boolean;
  onToggleCollapse?: () => void;
  /** Called after following a link (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** The vertical menu: groups open and close, the active route's group opens by itself. */
export function SideMenu({ collapsed, onToggleCollapse, onNavigate }: SideMenuProps) {
  const translate = useTranslate();
  const tree = useMenuTree();
  const active = useActiveKey(tree);
  // A group is open when the user opened it, or (until the user closes it) when it holds the current page.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpenGroup = (key: string) => toggled[key] ?? key === active.group;
  const toggle = (key: string) => setToggled((t) => ({ ...t, [key]: !isOpenGroup(key) }));

  return (
    <Box component="nav" aria-label={translate('layout.menu')} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <List dense sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', py: 1 }}>
        {tree.map((entry) => {
          if (!isGroup(entry))
            return (
              <MenuLeafItem key={entry.key} leaf={entry} active={active.item === entry.key} collapsed={collapsed} nested={false} onNavigate={onNavigate} />
            );
          const isOpen = isOpenGroup(entry.key) && !collapsed;
          const title = translate(entry.titleKey);
          return (
            <Box key={entry.key} component="li" sx={{ listStyle: 'none' }}>
              <Tooltip title={collapsed ? title : ''} placement="right">
                <ListItemButton
                  onClick={() => {
                    if (collapsed) onToggleCollapse?.();
                    toggle(entry.key);
                  }}
                  aria-expanded={isOpen}
                  sx={{ borderRadius: 1, mx: 0.75, my: 0.25, minHeight: 40, pl: 1.75, pr: 1 }}
                >
                  <ListItemIcon sx={{ minWidth: 32, color: active.group === entry.key ? 'primary.main' : undefined }}>
                    <NamedIcon name={entry.icon} fontSize="small" />
                  </ListItemIcon>
                  {!collapsed && (
                    <>
                      <ListItemText primary={title} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />
                      {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                    </>
                  )}
                </ListItemButton>
              </Tooltip>
              <Collapse in={isOpen} timeout="auto" unmountOnExit>
                <List dense disablePadding>
                  {entry.children.map((leaf) => (
                    <MenuLeafItem key={leaf.key} leaf={leaf} active={active.item === leaf.key} collapsed={false} nested onNavigate={onNavigate} />
                  ))}
                </List>
              </Collapse>
            </Box>
          );
        })}
      </List>
      {onToggleCollapse && (
        <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1, display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end' }}>
          <Tooltip title={translate(collapsed ? 'layout.expandMenu' : 'layout.collapseMenu')}>
            <IconButton size="small" onClick={onToggleCollapse} aria-label={translate(collapsed ? 'layout.expandMenu' : 'layout.collapseMenu')}>
              {collapsed ? <MenuUnfold fontSize="small" /> : <MenuFold fontSize="small" />}
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
}
