/**
 * The console's test harness, which the workflow (here), governance (workflowGovernanceAdmin.tsx)
 * and decision (decisionAdmin.tsx) screens' tests share: declarations served from memory by a fake
 * data provider, signed in as one of the demo accounts. Here also the workflow screens' own: the
 * `reviews` fixture with the workflow calls.
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Admin, Resource, type AuthProvider, type DataProvider, type RaRecord } from 'react-admin';
import { canAct } from '../../authProvider/access';
import type { TransitionParams, WorkflowDataProvider } from '../../dataProvider/workflow';
import { demoUsers } from '../../fake-api/users';
import type { ResourceDecl, Role } from '../../resources/lib/schema';
import type { HistoryEntry } from '../../resources/lib/workflow';
import { DeclarationsContext, resourceProps } from '../../src/engine';
import { createI18nProvider } from '../../src/i18n';
import { declarations as registered } from '../../src/registry/declarations';
import { darkTheme, lightTheme } from '../../src/theme';
import reviews from '../fixtures/reviews';

/** Who the console is rendered for: a demo account, by its role, id and name. */
export interface Viewer {
  role: Role;
  userId: number;
  name: string;
}

/** The demo account (fake-api/users.ts) that signs in as `username`: `admin`, `user`, or `reviewer` (a second admin). */
export function demoViewer(username: string): Viewer {
  const user = demoUsers().find((u) => u.username === username);
  if (!user) throw new Error(`no demo account ${username}`);
  return { role: user.role, userId: user.id, name: user.profile.name };
}

const authProviderFor = ({ role, userId, name }: Viewer, declarations: readonly ResourceDecl[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
  getIdentity: async () => ({ id: String(10_000_000 + userId), fullName: name, userId }),
  canAccess: async ({ action, resource }) =>
    canAct(
      declarations.find((d) => d.name === resource),
      action,
      role,
    ),
});

const Bare = ({ children }: { children?: ReactNode }) => <main>{children}</main>;

export interface ConsoleOptions {
  declarations: readonly ResourceDecl[];
  /** The `<Resource>` elements, each with its key. */
  resources: ReactNode[];
  locale?: string;
  dark?: boolean;
}

/** Renders the console at `path` for `viewer`: `declarations` (its messages, its access), `resources` its screens. */
export function renderConsole(
  path: string,
  viewer: Viewer,
  dataProvider: DataProvider,
  { declarations, resources, locale = 'en-US', dark = false }: ConsoleOptions,
) {
  localStorage.setItem('arco-locale', locale);
  localStorage.setItem('token', 'test');
  localStorage.setItem('userRole', viewer.role);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DeclarationsContext.Provider value={declarations}>
        <Admin
          dataProvider={dataProvider}
          authProvider={authProviderFor(viewer, declarations)}
          i18nProvider={createI18nProvider(declarations)}
          layout={Bare}
          theme={dark ? darkTheme() : lightTheme()}
          disableTelemetry
        >
          {resources}
        </Admin>
      </DeclarationsContext.Provider>
    </MemoryRouter>,
  );
}

const declarations: readonly ResourceDecl[] = [...registered, reviews];

/** The demo accounts by role. */
export const USERS: Record<Role, Viewer> = { admin: demoViewer('admin'), user: demoViewer('user') };

export const review = (extra: Record<string, unknown> = {}): RaRecord => ({ id: 1, title: 'Cohort review', owner: 2, state: 'draft', ...extra });

let nextEntryId = 1;
export const entry = (transition: string, from: string, to: string, by: Role, fields: Record<string, unknown> = {}): HistoryEntry => ({
  id: nextEntryId++,
  time: '2026-11-20T08:30:00.000Z',
  userId: USERS[by].userId,
  actor: USERS[by].name,
  transition,
  from,
  to,
  fields,
});

/** One record and its history in memory; a transition moves the record and appends to the history. */
export function memoryReviews(record: RaRecord, history: HistoryEntry[] = []) {
  let current = record;
  const transition = vi.fn(async (_: string, { to, fields = {} }: TransitionParams) => {
    const decl = reviews.workflow!.transitions.find((t) => t.to === to && t.from.includes(String(current.state)))!;
    history.push({ ...entry(decl.name, String(current.state), to, 'admin'), fields: { ...fields } });
    current = { ...current, ...fields, state: to };
    return { data: current };
  });
  const update = vi.fn(async (_: string, { data }: { data: Record<string, unknown> }) => ({ data: (current = { ...current, ...data }) }));
  const getList = vi.fn(async (_: string, _params: { filter: Record<string, unknown> }) => ({ data: [current], total: 1 }));
  const dataProvider = {
    getList,
    getOne: async () => ({ data: current }),
    getMany: async () => ({ data: [current] }),
    getManyReference: async () => ({ data: [current], total: 1 }),
    create: async () => ({ data: current }),
    update,
    updateMany: async () => ({ data: [] }),
    delete: async () => ({ data: current }),
    deleteMany: async () => ({ data: [] }),
    transition,
    getHistory: async () => ({ data: [...history] }),
  } as unknown as WorkflowDataProvider;
  return { dataProvider, transition, update, getList };
}

/** Renders the console at `path` (e.g. `/reviews/1/show`) for `role`. */
export function renderReviews(path: string, role: Role, dataProvider: WorkflowDataProvider) {
  return renderConsole(path, USERS[role], dataProvider, { declarations, resources: [<Resource key={reviews.name} {...resourceProps(reviews)} />] });
}
