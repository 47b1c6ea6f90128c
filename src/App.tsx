/**
 * MDS Console, table of contents: providers; the shell (layout, login, not-found); every route
 * of the registry (domain/routes.ts); one react-admin resource per declaration in resources/.
 * react-admin's <Admin> is its two halves, AdminContext and AdminUI, so that the resource registry
 * between them is known from the declarations at the first render (DeclaredResourceDefinitions).
 */
import { useMemo } from 'react';
import { AdminContext, AdminUI, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { ResourceDecl } from '../resources/lib/schema';
import { HttpContext } from './api';
import { DeclarationsContext, DeclaredResourceDefinitions, resourceProps } from './engine';
import { Layout, Notification } from './layout';
import { AdminLoginRoute } from './login';
import { NotFoundPage } from './pages/notFound/NotFoundPage';
import { createProviders, type Providers } from './providers';
import { declarations as registered } from './registry/declarations';
import { DEFAULT_ROUTE_PATH, REDIRECT_ROUTE, ROUTES, RedirectPage, RootRedirect, RoutePage, routerProvider, WorkplaceRedirect } from './routes';
import { useThemes } from './theme';

/** `providers` are made from `declarations` unless given (src/AdminRoot.tsx shares them with the router). */
export function App({ declarations = registered, providers }: { declarations?: readonly ResourceDecl[]; providers?: Providers }) {
  const { http, dataProvider, authProvider, i18nProvider, queryClient, store } = useMemo(
    () => providers ?? createProviders(declarations),
    [providers, declarations],
  );
  const theme = useThemes();
  return (
    <HttpContext.Provider value={http}>
      <DeclarationsContext.Provider value={declarations}>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          queryClient={queryClient}
          store={store}
          routerProvider={routerProvider}
          theme={theme}
        >
          <DeclaredResourceDefinitions declarations={declarations}>
            <AdminUI
              layout={Layout}
              loginPage={AdminLoginRoute}
              dashboard={RootRedirect}
              catchAll={NotFoundPage}
              notification={Notification}
              requireAuth
              disableTelemetry
            >
              <CustomRoutes>
                {ROUTES.map((route) => (
                  <Route key={route.name} path={route.path} element={<RoutePage route={route} />} />
                ))}
                <Route path={DEFAULT_ROUTE_PATH} element={<WorkplaceRedirect />} />
                <Route path={REDIRECT_ROUTE.path} element={<RedirectPage />} />
              </CustomRoutes>
              {declarations.map((d) => (
                <Resource key={d.name} {...resourceProps(d)} />
              ))}
            </AdminUI>
          </DeclaredResourceDefinitions>
        </AdminContext>
      </DeclarationsContext.Provider>
    </HttpContext.Provider>
  );
}
