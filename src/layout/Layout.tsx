import { useState, type ReactElement, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { Box, Drawer } from '@mui/material';
import { CheckForApplicationUpdate } from 'react-admin';
import { ConfirmLogoutDialog, useSessionGuard } from '../session';
import { SettingsDrawer, useSettings } from '../appSettings';
import { KeepAlive, TabBar, useTabTracking } from '../tabs';
import { Breadcrumbs } from './Breadcrumbs';
import { FloatingSettingsButton } from './FloatingSettingsButton';
import { Footer } from './Footer';
import { COLLAPSED_WIDTH, SideMenu } from './menu';
import { Navbar, NAVBAR_HEIGHT } from './Navbar';
import { PageErrorBoundary } from './PageErrorBoundary';
import { useCurrentRoute } from './useCurrentRoute';
import { useShellEffects } from './useShellEffects';

/** The console's entry page: its hash changes when a new version is deployed. */
const APP_URL = `${import.meta.env.BASE_URL}index.html`;

/**
 * The common layout of every route but login and not-found (spec §2): navbar, menu (side,
 * drawer on narrow screens, or on top), tab bar, breadcrumbs, page, footer, settings drawer.
 */
export function Layout({ children }: { children: ReactNode }) {
  useSessionGuard();
  useShellEffects();
  const current = useCurrentRoute();
  const { pathname } = useLocation();
  const [settings, update] = useSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useTabTracking(current, settings.tabBar);

  // Unknown paths render react-admin's catch-all (our not-found page) on its own, outside the layout.
  if (!current.route && !current.resource && !pathname.startsWith('/redirect/')) return <>{children}</>;

  const mobile = settings.device === 'mobile';
  const sideMenu = settings.menu && !settings.topMenu && !mobile;
  const width = settings.menuCollapse ? COLLAPSED_WIDTH : settings.menuWidth;
  const openSettings = () => update({ globalSettings: true });
  const toggleCollapse = () => update({ menuCollapse: !settings.menuCollapse });

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default', color: 'text.primary' }}>
      {settings.navbar && (
        <Navbar
          topMenu={settings.topMenu && !mobile}
          onOpenMenu={mobile && settings.menu ? () => setDrawerOpen(true) : undefined}
          onOpenSettings={openSettings}
        />
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
            <SideMenu collapsed={settings.menuCollapse} onToggleCollapse={toggleCollapse} />
          </Box>
        )}
        {mobile && settings.menu && (
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { sx: { width: settings.menuWidth } } }}>
            <SideMenu collapsed={false} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {settings.tabBar && <TabBar />}
          <Box component="main" id="main-content" sx={{ flex: 1, p: { xs: 1.5, md: 2.5 } }}>
            <Breadcrumbs />
            <PageErrorBoundary>{settings.tabBar ? <KeepAlive routes={children as ReactElement<{ location?: Location }>} /> : children}</PageErrorBoundary>
          </Box>
          {settings.footer && <Footer />}
        </Box>
      </Box>
      {!settings.navbar && <FloatingSettingsButton onClick={openSettings} />}
      <SettingsDrawer />
      <ConfirmLogoutDialog />
      {/* A fixed URL: by default it re-fetches the current page on every navigation (a request per click). */}
      <CheckForApplicationUpdate url={APP_URL} />
    </Box>
  );
}
