import { Box, Divider, Typography } from '@mui/material';
import { AppBar as RaAppBar, Logout, TitlePortal, ToggleThemeButton, UserMenu, useTranslate } from 'react-admin';
import { Logo } from './Logo';
import { LocaleMenu } from './LocaleMenu';

export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
      toolbar={
        <>
          <LocaleMenu />
          <ToggleThemeButton />
        </>
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
        <Logo />
        <Typography variant="h6" component="span" noWrap sx={{ fontSize: 18, fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>
          {translate('mds.product')}
        </Typography>
        <Divider orientation="vertical" flexItem sx={{ mx: 1.5, my: 1.5, display: { xs: 'none', sm: 'block' } }} />
        <TitlePortal variant="body1" sx={{ fontWeight: 500 }} />
      </Box>
    </RaAppBar>
  );
}
