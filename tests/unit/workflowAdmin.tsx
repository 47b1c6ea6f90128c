/**
 * The workflow screens' test harness: the `reviews` fixture served from memory by a fake data
 * provider (react-admin's methods plus the workflow calls), signed in with a given role and user id.
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Admin, Resource, type AuthProvider, type RaRecord } from 'react-admin';
import { canAct } from '../../authProvider/access';
import type { TransitionParams, WorkflowDataProvider } from '../../dataProvider/workflow';
import type { ResourceDecl, Role } from '../../resources/lib/schema';
import type { HistoryEntry } from '../../resources/lib/workflow';
import { DeclarationsContext, resourceProps } from '../../src/engine';
import { createI18nProvider } from '../../src/i18n';
import { declarations as registered } from '../../src/registry/declarations';
import { lightTheme } from '../../src/theme';
import reviews from '../fixtures/reviews';

const declarations: readonly ResourceDecl[] = [...registered, reviews];

/** The demo users: the admin is user 1, the user user 2. */
export const USERS = { admin: { userId: 1, name: 'Wang Lin' }, user: { userId: 2, name: 'Li Na' } } as const;

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

const authProviderFor = (role: Role): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
  getIdentity: async () => ({ id: String(10_000_000 + USERS[role].userId), fullName: USERS[role].name, userId: USERS[role].userId }),
  canAccess: async ({ action }) => canAct(reviews, action, role),
});

const Bare = ({ children }: { children?: ReactNode }) => <main>{children}</main>;

/** Renders the console at `path` (e.g. `/reviews/1/show`) for `role`. */
export function renderReviews(path: string, role: Role, dataProvider: WorkflowDataProvider) {
  localStorage.setItem('arco-locale', 'en-US');
  localStorage.setItem('token', 'test');
  localStorage.setItem('userRole', role);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DeclarationsContext.Provider value={declarations}>
        <Admin
          dataProvider={dataProvider}
          authProvider={authProviderFor(role)}
          i18nProvider={createI18nProvider(declarations)}
          layout={Bare}
          theme={lightTheme()}
          disableTelemetry
        >
          <Resource {...resourceProps(reviews)} />
        </Admin>
      </DeclarationsContext.Provider>
    </MemoryRouter>,
  );
}
