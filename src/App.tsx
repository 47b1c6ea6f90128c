/**
 * MDS Console, table of contents: providers, the shell (layout, login), and one react-admin
 * resource per declaration in `resources/`.
 */
import { useMemo } from 'react';
import { Admin, Resource } from 'react-admin';
import type { ResourceDecl } from '../resources/lib/schema';
import { DeclarationsContext, resourceProps } from './engine';
import { Layout, Notification } from './layout';
import { LoginPage } from './login';
import { createProviders } from './providers';
import { createQueryClient } from './queryClient';
import { declarations as registered } from './registry/declarations';
import { darkTheme, lightTheme } from './theme';

export function App({ declarations = registered }: { declarations?: readonly ResourceDecl[] }) {
  const { dataProvider, authProvider, i18nProvider } = useMemo(() => createProviders(declarations), [declarations]);
  const queryClient = useMemo(() => createQueryClient(), []);
  return (
    <DeclarationsContext.Provider value={declarations}>
      <Admin
        title="MDS Console"
        dataProvider={dataProvider}
        queryClient={queryClient}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={Layout}
        loginPage={LoginPage}
        notification={Notification}
        theme={lightTheme()}
        darkTheme={darkTheme()}
        defaultTheme="light"
        requireAuth
        disableTelemetry
      >
        {declarations.map((d) => (
          <Resource key={d.name} {...resourceProps(d)} />
        ))}
      </Admin>
    </DeclarationsContext.Provider>
  );
}
