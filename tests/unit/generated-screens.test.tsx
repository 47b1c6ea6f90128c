/**
 * Generated from the declarations (no per-resource code): for every declared resource and every
 * role that may read it, the list screen renders once and is checked for what that role must
 * see: exactly the declared columns it may read, the declared filters, exactly the actions it
 * may use (create, import, export, row selection for bulk actions); then, for a role that may
 * write, the create form refuses an empty save with the required fields' messages and sends
 * nothing. Throw-away fixture declarations (one with a workflow) are covered the same way.
 */
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Admin, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { canAct } from '../../authProvider/access';
import {
  bulkActions,
  canReadField,
  canUseBulk,
  canWriteField,
  hasBulkActions,
  holdsFiles,
  isFormField,
  isListField,
  isRoleAllowed,
  ROLES,
  visibleRecord,
  type ResourceDecl,
  type Role,
} from '../../resources/lib/schema';
import { seedRecords } from '../../resources/lib/seed';
import { DeclarationsContext, resourceProps } from '../../src/engine';
import { DeclaredList } from '../../src/engine/DeclaredList';
import { createI18nProvider } from '../../src/i18n';
import { declarations as registered } from '../../src/registry/declarations';
import { lightTheme } from '../../src/theme';
import reviews from '../fixtures/reviews';
import specimens from '../fixtures/specimens';

// specimens is the worked example of docs/adding-a-resource.md: a reader who wrote it into resources/ has it already.
const declarations: readonly ResourceDecl[] = [...registered, ...[specimens, reviews].filter((f) => !registered.some((d) => d.name === f.name))];

/**
 * Generated rows served from memory: the screens are under test here, the API in the contract
 * suite. Always five, even for a resource the server fills (seed count 0, like the operation log).
 */
function memoryDataProvider(decl: ResourceDecl, role: Role) {
  const rows = seedRecords(decl, 5).map((r) => visibleRecord(decl, r, role));
  const writes = vi.fn();
  const dp = {
    getList: async (_: string, { pagination }: { pagination?: { page: number; perPage: number } }) => {
      const { page = 1, perPage = 10 } = pagination ?? {};
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    },
    getOne: async (_: string, { id }: { id: unknown }) => ({ data: rows.find((r) => String(r.id) === String(id)) ?? rows[0] }),
    getMany: async (_: string, { ids }: { ids: unknown[] }) => ({ data: rows.filter((r) => ids.map(String).includes(String(r.id))) }),
    getManyReference: async () => ({ data: rows, total: rows.length }),
    create: async (...args: unknown[]) => (writes(...args), { data: { id: 9999 } }),
    update: async (...args: unknown[]) => (writes(...args), { data: rows[0] }),
    updateMany: async (...args: unknown[]) => (writes(...args), { data: [] }),
    delete: async (...args: unknown[]) => (writes(...args), { data: rows[0] }),
    deleteMany: async (...args: unknown[]) => (writes(...args), { data: [] }),
  } as unknown as DataProvider;
  return { dataProvider: dp, writes };
}

const authProviderFor = (decl: ResourceDecl, role: Role): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
  getIdentity: async () => ({ id: 1, fullName: role }),
  canAccess: async ({ action }) => canAct(decl, action, role),
});

const Bare = ({ children }: { children?: ReactNode }) => <main>{children}</main>;

const label = (decl: ResourceDecl, name: string) => decl.messages['en-US'].fields[name];

function renderList(decl: ResourceDecl, role: Role) {
  localStorage.setItem('arco-locale', 'en-US');
  localStorage.setItem('token', 'test');
  localStorage.setItem('userRole', role);
  const { dataProvider, writes } = memoryDataProvider(decl, role);
  render(
    <MemoryRouter initialEntries={[`/${decl.name}`]}>
      <DeclarationsContext.Provider value={declarations}>
        <Admin
          dataProvider={dataProvider}
          authProvider={authProviderFor(decl, role)}
          i18nProvider={createI18nProvider(declarations)}
          layout={Bare}
          theme={lightTheme()}
          disableTelemetry
        >
          <Resource {...resourceProps(decl)} list={DeclaredList} />
        </Admin>
      </DeclarationsContext.Provider>
    </MemoryRouter>,
  );
  return writes;
}

describe('generated: every declared list and form, per role', () => {
  afterEach(cleanup);
  for (const decl of declarations) {
    for (const role of ROLES.filter((r) => isRoleAllowed(decl.access.read, r))) {
      const canWrite = isRoleAllowed(decl.access.write, role);
      it(`${decl.name} as ${role}`, async () => {
        const writes = renderList(decl, role);
        // Columns: the declared list fields this role may read, in declaration order (once loaded).
        const columns = Object.entries(decl.fields).filter(([, f]) => isListField(f) && canReadField(f, role));
        const headers = () =>
          within(screen.getByRole('table'))
            .getAllByRole('columnheader')
            .map((th) => th.textContent?.trim() ?? '')
            .filter(Boolean);
        await waitFor(() => expect(headers()).toEqual(columns.map(([name]) => label(decl, name))), { timeout: 15_000 });
        const table = screen.getByRole('table');
        await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10_000 });

        // Filters: the always-on ones are shown; the others behind "Add filter".
        const filters = Object.entries(decl.fields).filter(([, f]) => f.filter && canReadField(f, role));
        for (const [name] of filters.filter(([, f]) => f.alwaysOn && f.kind !== 'date'))
          expect(screen.getAllByLabelText(label(decl, name)).length).toBeGreaterThan(0);
        expect(!!screen.queryByRole('button', { name: 'Add filter' })).toBe(filters.some(([, f]) => !f.alwaysOn));

        // Actions: exactly those the role may use.
        expect(!!screen.queryByRole('link', { name: 'Create' })).toBe(canWrite);
        // A CSV row cannot carry a file: a resource holding files offers no import.
        expect(!!screen.queryByRole('button', { name: 'Import' })).toBe(canWrite && !holdsFiles(decl));
        expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
        // Rows are selectable when the declaration has bulk actions (the row boxes have no name of
        // their own); each declared action is then offered, enabled exactly for the roles it names.
        const rowBoxes = within(table)
          .queryAllByRole('checkbox')
          .filter((c) => c.closest('tbody'));
        expect(rowBoxes.length > 0).toBe(hasBulkActions(decl));
        if (rowBoxes.length > 0) {
          fireEvent.click(rowBoxes[0]);
          for (const b of bulkActions(decl)) {
            const name = decl.messages['en-US'].bulk?.[b.name] ?? 'Delete';
            const button = await screen.findByRole('button', { name });
            // A bulk decision's code comes with the first list that offers one: enabled once it is there.
            if (canUseBulk(decl, b, role)) await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled(), { timeout: 15_000 });
            else expect(button).toBeDisabled();
          }
        }
        if (!canWrite) return;

        // The create form: an empty save shows each required field's message and sends nothing.
        fireEvent.click(screen.getByRole('link', { name: 'Create' }));
        const save = await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 });
        // A drawer form opens over the list, which stays on screen.
        expect(!!save.closest('.MuiDrawer-root')).toBe(decl.formMode === 'drawer');
        if (decl.formMode === 'drawer') expect(screen.getByRole('table', { hidden: true })).toBeInTheDocument();
        const required = Object.entries(decl.fields).filter(
          ([, f]) => isFormField(f) && canWriteField(f, role) && f.required && f.defaultValue === undefined && !f.when && !f.transitions,
        );
        // Submitted as Enter in a field would (the Save button waits for a change first).
        const form = save.closest('form');
        expect(form).not.toBeNull();
        fireEvent.submit(form!);
        if (required.length > 0) await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(required.length));
        else expect(screen.queryAllByText('Required')).toHaveLength(0);
        expect(writes).not.toHaveBeenCalled();
      }, 40_000);
    }
  }
});
