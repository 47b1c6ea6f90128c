import { useState } from 'react';
import { Box, Button, Menu, MenuItem, ListItemIcon } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { NamedIcon } from '../../engine/NamedIcon';
import { useActiveKey } from './useActiveKey';
import { isGroup, useMenuTree, type MenuNode } from './useMenuTree';
import { WaitingCount } from './WaitingCount';

function GroupButton({ group, active, activeItem }: { group: MenuNode; active: boolean; activeItem?: string }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color={active ? 'primary' : 'inherit'}
        startIcon={<NamedIcon name={group.icon} fontSize="small" />}
        endIcon={<ExpandMore fontSize="small" />}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, fontWeight: active ? 600 : 400 }}
      >
        {translate(group.titleKey)}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {group.children.map((leaf) => (
          <MenuItem key={leaf.key} component={Link} to={leaf.href} selected={leaf.key === activeItem} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <NamedIcon name={leaf.icon} fontSize="small" />
            </ListItemIcon>
            {translate(leaf.titleKey)}
            <WaitingCount count={leaf.count} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The menu laid out horizontally in the navbar (settings: topMenu). */
export function TopMenu() {
  const translate = useTranslate();
  const tree = useMenuTree();
  const active = useActiveKey(tree);
  return (
    <Box component="nav" aria-label={translate('layout.menu')} sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', minWidth: 0, flex: 1 }}>
      {tree.map((entry) =>
        isGroup(entry) ? (
          <GroupButton key={entry.key} group={entry} active={active.group === entry.key} activeItem={active.item} />
        ) : (
          <Button key={entry.key} color="inherit" href={entry.href} target="_blank" rel="noopener noreferrer" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {translate(entry.titleKey)}
          </Button>
        ),
      )}
    </Box>
  );
}
