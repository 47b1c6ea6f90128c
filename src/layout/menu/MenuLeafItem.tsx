import { Box, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { NamedIcon } from '../../engine/NamedIcon';
import type { MenuLeaf } from './useMenuTree';
import { WaitingCount } from './WaitingCount';

/** One menu link: in-app by router, external in a new tab. */
export function MenuLeafItem({
  leaf,
  active,
  collapsed,
  nested,
  onNavigate,
}: {
  leaf: MenuLeaf;
  active: boolean;
  collapsed: boolean;
  nested: boolean;
  onNavigate?: () => void;
}) {
  const translate = useTranslate();
  const title = translate(leaf.titleKey);
  const linkProps = leaf.external
    ? { component: 'a' as const, href: leaf.href, target: '_blank', rel: 'noopener noreferrer' }
    : { component: Link, to: leaf.href };
  // In an <li>: the menu is a list, and a list holds only items.
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Tooltip title={collapsed ? title : ''} placement="right">
        <ListItemButton
          {...linkProps}
          selected={active}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
          sx={{ pl: collapsed ? 1.75 : nested ? 5.75 : 1.75, pr: 1, borderRadius: 1, mx: 0.75, my: 0.25, minHeight: 40 }}
        >
          {(!nested || collapsed) && (
            <ListItemIcon sx={{ minWidth: 32, color: active ? 'primary.main' : undefined }}>
              <NamedIcon name={leaf.icon} fontSize="small" />
            </ListItemIcon>
          )}
          {!collapsed && (
            <ListItemText
              primary={title}
              slotProps={{ primary: { noWrap: true, color: active ? 'primary' : undefined, sx: { fontSize: 14, fontWeight: active ? 600 : 400 } } }}
            />
          )}
          {!collapsed && <WaitingCount count={leaf.count} />}
        </ListItemButton>
      </Tooltip>
    </Box>
  );
}
