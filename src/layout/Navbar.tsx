import { AppBar, Box, IconButton, Toolbar, Tooltip, Typography, useTheme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { prefetchSettingsDrawer } from '../appSettings';
import { LocaleMenu } from '../components/LocaleMenu';
import { workplacePath } from '../routes/currentProject';
import { FullscreenToggle } from './FullscreenToggle';
import { Logo } from './Logo';
import { TopMenu } from './menu';
import { NavbarExtras } from './NavbarExtras';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

export const NAVBAR_HEIGHT = 60;

interface NavbarProps {
  topMenu: boolean;
  onOpenMenu?: () => void;
  onOpenSettings: () => void;
}

/** docs/product.md §2 navbar: logo and title, menu (when on top), locale, theme, messages, full screen, settings, account. */
export function Navbar({ topMenu, onOpenMenu, onOpenSettings }: NavbarProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const theme = useTheme();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ height: NAVBAR_HEIGHT, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', zIndex: (t) => t.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ minHeight: `${NAVBAR_HEIGHT}px !important`, gap: 1, px: { xs: 1, sm: 2 } }}>
        {onOpenMenu && (
          <IconButton color="inherit" edge="start" aria-label={translate('layout.openMenu')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={Link}
          to={workplacePath()}
          // The name is hidden on a phone-width screen; the link keeps it for screen readers.
          aria-label={translate('mds.product')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', flexShrink: 0 }}
        >
          <Logo color={theme.palette.primary.main} />
          <Typography component="span" noWrap sx={{ fontSize: 18, fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>
            {translate('mds.product')}
          </Typography>
        </Box>
        {topMenu ? <TopMenu /> : <Box sx={{ flex: 1 }} />}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
          <NavbarExtras />
          <LocaleMenu
            locale={locale}
            setLocale={setLocale}
            translate={translate}
            notify={notify}
            tooltip={(button, title) => <Tooltip title={title}>{button}</Tooltip>}
          />
          <ThemeToggle />
          <FullscreenToggle />
          <Tooltip title={translate('layout.settings')}>
            <IconButton color="inherit" aria-label={translate('layout.settings')} onClick={onOpenSettings} {...prefetchSettingsDrawer}>
              <SettingsOutlined />
            </IconButton>
          </Tooltip>
          <UserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
