import { memo, useCallback, useState, type ReactElement, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { Box, Drawer } from '@mui/material';
import { ApiErrorProvider } from '../api';
import { ConfirmLogoutDialog, useSessionGuard } from '../session';
import { LazySettingsDrawer, useSettings } from '../appSettings';
import { PathnameContext } from '../routes';
import { SearchShortcut } from '../search/SearchShortcut';
import { LiveStream } from '../engine/live/LiveStream';
import { KeepAlive, TabBar, useTabTracking } from '../tabs';
import { Breadcrumbs } from './Breadcrumbs';
import { FloatingSettingsButton } from './FloatingSettingsButton';
import { Footer } from './Footer';
import { COLLAPSED_WIDTH, SideMenu } from './menu';
import { Navbar, NAVBAR_HEIGHT } from './Navbar';
import { NewVersionCheck } from './NewVersionCheck';
import { PageErrorBoundary } from './PageErrorBoundary';
import { useCurrentRoute } from './useCurrentRoute';
import { RouteProgress } from './RouteProgress';
import { useShellEffects } from './useShellEffects';

// The shell's parts skip the re-render each list page, sort or filter change (a navigation) causes
// here: their props are stable and they read the path from PathnameContext, not the location.
const ShellNavbar = memo(Navbar);
const ShellSideMenu = memo(SideMenu);
const ShellTabBar = memo(TabBar);
const ShellBreadcrumbs = memo(Breadcrumbs);
const ShellFooter = memo(Footer);
const ShellSettingsDrawer = memo(LazySettingsDrawer);
const ShellConfirmLogoutDialog = memo(ConfirmLogoutDialog);

/**
 * The common layout of every route but login and not-found (docs/product.md §2): navbar, menu (side,
 * drawer on narrow screens, or on top), tab bar, breadcrumbs, page, footer, settings drawer.
 */
export function Layout({ children }: { children: ReactNode }) {
  useSessionGuard();
  const { pathname } = useLocation();
  useShellEffects(pathname);
  const current = useCurrentRoute(pathname);
  const [settings, update] = useSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useTabTracking(current, settings.tabBar);
  const openSettings = useCallback(() => update({ globalSettings: true }), [update]);
  const toggleCollapse = useCallback(() => update({ menuCollapse: !settings.menuCollapse }), [update, settings.menuCollapse]);
  const openMenu = useCallback(() => setDrawerOpen(true), []);
  const closeMenu = useCallback(() => setDrawerOpen(false), []);

  // Unknown paths render react-admin's catch-all (our not-found page) on its own, outside the layout.
  if (!current.route && !current.resource && !pathname.startsWith('/redirect/')) return <>{children}</>;

  const mobile = settings.device === 'mobile';
  const sideMenu = settings.menu && !settings.topMenu && !mobile;
  const width = settings.menuCollapse ? COLLAPSED_WIDTH : settings.menuWidth;

  return (
    <PathnameContext.Provider value={pathname}>
      <ApiErrorProvider>
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default', color: 'text.primary' }}>
          {settings.navbar && (
            <ShellNavbar topMenu={settings.topMenu && !mobile} onOpenMenu={mobile && settings.menu ? openMenu : undefined} onOpenSettings={openSettings} />
          )}
          <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
            {sideMenu && (
              <Box
                component="aside"
                sx={{
                  width,
                  flexShrink: 0,
                  position: 'sticky',
                  top: settings.navbar ? NAVBAR_HEIGHT : 0,
                  height: settings.navbar ? `calc(100vh - ${NAVBAR_HEIGHT}px)` : '100vh',
                  bgcolor: 'background.paper',
                  borderRight: 1,
                  borderColor: 'divider',
                  transition: 'width .2s',
                }}
              >
                <ShellSideMenu collapsed={settings.menuCollapse} onToggleCollapse={toggleCollapse} />
              </Box>
            )}
            {mobile && settings.menu && (
              <Drawer open={drawerOpen} onClose={closeMenu} slotProps={{ paper: { sx: { width: settings.menuWidth } } }}>
                <ShellSideMenu collapsed={false} onNavigate={closeMenu} />
              </Drawer>
            )}
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
              {settings.tabBar && <ShellTabBar />}
              <Box component="main" id="main-content" sx={{ flex: 1, p: { xs: 1.5, md: 2.5 } }}>
                <ShellBreadcrumbs />
                <PageErrorBoundary>{settings.tabBar ? <KeepAlive routes={children as ReactElement<{ location?: Location }>} /> : children}</PageErrorBoundary>
              </Box>
              {settings.footer && <ShellFooter />}
            </Box>
          </Box>
          {!settings.navbar && <FloatingSettingsButton onClick={openSettings} />}
          <ShellSettingsDrawer />
          <ShellConfirmLogoutDialog />
          <SearchShortcut />
          <LiveStream />
          <RouteProgress pathname={pathname} />
          <NewVersionCheck />
        </Box>
      </ApiErrorProvider>
    </PathnameContext.Provider>
  );
}
