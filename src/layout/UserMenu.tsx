import { useState } from 'react';
import { Avatar, Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Logout from '@mui/icons-material/Logout';
import { useGetIdentity, useLogout, useNavigate, useNotify, useTranslate } from 'react-admin';
import { session } from '../../authProvider/session';
import { avatarUrl } from '../api/avatarUrl';
import { useRole } from '../appSettings';

/** Avatar menu: switch roles (an admin previews the user's UI), user center, settings, logout. */
export function UserMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const role = useRole();
  const isAdmin = session.role() === 'admin';
  const name = identity?.fullName ?? '';
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    navigate(path);
  };
  const switchRoles = () => {
    close();
    const next = role === 'admin' ? 'user' : 'admin';
    session.setPreviewRole(next === 'admin' ? null : next);
    notify('layout.user.switchedTo', { type: 'info', messageArgs: { role: translate(`layout.user.role.${next}`) } });
  };
  return (
    <>
      <Tooltip title={translate('layout.user.menu')}>
        <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={translate('layout.user.menu')} aria-haspopup="menu" sx={{ p: 0.5 }}>
          <Avatar src={avatarUrl(identity?.avatar)} alt={name} sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 14 }}>
            {name.slice(0, 1)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, minWidth: 200 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {role && translate(`layout.user.role.${role}`)}
          </Typography>
        </Box>
        <Divider />
        {isAdmin && (
          <MenuItem onClick={switchRoles}>
            <ListItemIcon>
              <SwapHoriz fontSize="small" />
            </ListItemIcon>
            {translate('layout.user.switchRoles')}
          </MenuItem>
        )}
        <MenuItem onClick={() => go('/user/info')}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          {translate('layout.user.userCenter')}
        </MenuItem>
        <MenuItem onClick={() => go('/user/setting')}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          {translate('layout.user.userSettings')}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            // Spec: back to login, remembering where the user was.
            void logout({}, `/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {translate('layout.user.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
