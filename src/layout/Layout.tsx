import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { ConfirmLogoutDialog, useSessionGuard } from '../session';
import { useBodyThemeAttribute } from '../theme';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

export function Layout({ children }: { children: ReactNode }) {
  useSessionGuard();
  useBodyThemeAttribute();
  return (
    <RaLayout appBar={AppBar} menu={Menu} sx={{ '& .RaLayout-content': { pt: 2, px: { xs: 1, md: 3 } } }}>
      {children}
      <ConfirmLogoutDialog />
    </RaLayout>
  );
}
