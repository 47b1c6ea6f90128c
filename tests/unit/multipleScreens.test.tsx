/**
 * List fields (`multiple`) on the generated screens: the list shows each value as a chip with
 * its label (enum labels, the referenced records' codes), the create form offers the declared
 * choices and the referenced records by label, refuses an empty required list and sends the
 * chosen lists, and the list filter chooses several values at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Admin, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { canAct } from '../../authProvider/access';
import type { ResourceDecl } from '../../resources/lib/schema';
import { seedRecords } from '../../resources/lib/seed';
import { DeclarationsContext, resourceProps } from '../../src/engine';
import { createI18nProvider } from '../../src/i18n';
import { lightTheme } from '../../src/theme';
import shareRequests from '../fixtures/shareRequests';
import specimens from '../fixtures/specimens';

const declarations: readonly ResourceDecl[] = [specimens, shareRequests];
const specimenRows = seedRecords(specimens, specimens.seed.count);
const requestRows = seedRecords(shareRequests, 3);
const codeOf = (id: number) => String(specimenRows.find((r) => r.id === id)?.code);

/** Both collections served from memory; the list's filters and the writes are recorded. */
function memoryDataProvider() {
  const rowsOf = (resource: string) => (resource === 'specimens' ? specimenRows : requestRows);
  const created = vi.fn();
  const filters = vi.fn();
  const dataProvider = {
    getList: async (resource: string, { filter }: { filter?: Record<string, unknown> }) => {
      if (resource === 'shareRequests') filters(filter);
      const rows = rowsOf(resource);
      return { data: rows, total: rows.length };
    },
    getOne: async (resource: string, { id }: { id: unknown }) => ({ data: rowsOf(resource).find((r) => String(r.id) === String(id)) }),
    getMany: async (resource: string, { ids }: { ids: unknown[] }) => ({ data: rowsOf(resource).filter((r) => ids.map(String).includes(String(r.id))) }),
    getManyReference: async () => ({ data: [], total: 0 }),
    create: async (_: string, { data }: { data: Record<string, unknown> }) => (created(data), { data: { ...data, id: 99 } }),
    update: async () => ({ data: requestRows[0] }),
    delete: async () => ({ data: requestRows[0] }),
    deleteMany: async () => ({ data: [] }),
    updateMany: async () => ({ data: [] }),
  } as unknown as DataProvider;
  return { dataProvider, created, filters };
}

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'admin',
  getIdentity: async () => ({ id: 1, fullName: 'admin' }),
  canAccess: async ({ action, resource }) => canAct(declarations.find((d) => d.name === resource) ?? shareRequests, action, 'admin'),
};

function renderAt(path: string) {
  localStorage.setItem('arco-locale', 'en-US');
  localStorage.setItem('token', 'test');
  localStorage.setItem('userRole', 'admin');
  const provider = memoryDataProvider();
  render(
    <MemoryRouter initialEntries={[path]}>
      <DeclarationsContext.Provider value={declarations}>
        <Admin
          dataProvider={provider.dataProvider}
          authProvider={authProvider}
          i18nProvider={createI18nProvider(declarations)}
          theme={lightTheme()}
          disableTelemetry
        >
          {declarations.map((decl) => (
            <Resource key={decl.name} {...resourceProps(decl)} />
          ))}
        </Admin>
      </DeclarationsContext.Provider>
    </MemoryRouter>,
  );
  return provider;
}

const usesLabel = (value: string) => shareRequests.messages['en-US'].enums!.uses[value];

describe('list fields on the generated screens', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows each held value as a chip: enum labels and the referenced records by their code', async () => {
    renderAt('/shareRequests');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    const first = requestRows[0];
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(requestRows.length + 1), { timeout: 10_000 });
    const row = within(table).getAllByRole('row')[1];
    for (const value of first.uses as string[]) expect(within(row).getByText(usesLabel(value))).toHaveClass('MuiChip-label');
    await waitFor(() => {
      for (const id of first.specimens as number[]) expect(within(row).getByText(codeOf(id))).toHaveClass('MuiChip-label');
    });
  }, 40_000);

  it('filters by several values at once, asking for the rows of each choice as the menu opens', async () => {
    const { filters } = renderAt('/shareRequests');
    const filter = await screen.findByRole('combobox', { name: 'Data uses' }, { timeout: 15_000 });
    fireEvent.mouseDown(filter);
    // Opening the menu asks for the rows each choice would show (choices apply at once).
    await waitFor(() => expect(filters).toHaveBeenCalledWith({ uses: ['HMB'] }));
    fireEvent.click(await screen.findByRole('option', { name: usesLabel('HMB') }));
    await waitFor(() => expect(filter).toHaveTextContent(usesLabel('HMB')));
    // The menu stays open for more: a second choice is added to the first.
    fireEvent.click(screen.getByRole('option', { name: usesLabel('NPU') }));
    await waitFor(() => expect(filter).toHaveTextContent(`${usesLabel('HMB')}, ${usesLabel('NPU')}`));
  }, 40_000);

  it('filters by referenced records chosen by their code', async () => {
    const { filters } = renderAt('/shareRequests');
    fireEvent.click(await screen.findByRole('button', { name: 'Add filter' }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Specimens' }, { timeout: 10_000 }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Specimens' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('option', { name: codeOf(2) }, { timeout: 10_000 }));
    await waitFor(() => expect(filters).toHaveBeenLastCalledWith({ specimens: [2] }), { timeout: 10_000 });
  }, 40_000);

  it('offers the choices on the create form, refuses an empty required list and sends the chosen lists', async () => {
    const { created } = renderAt('/shareRequests/create');
    const save = await screen.findByRole('button', { name: 'Save' }, { timeout: 15_000 });
    fireEvent.submit(save.closest('form')!);
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(created).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Title *'), { target: { value: 'Plasma follow-up' } });
    // The referenced records are offered by their code.
    const specimenInput = screen.getByRole('combobox', { name: /^Specimens/ });
    fireEvent.mouseDown(specimenInput);
    fireEvent.click(await screen.findByRole('option', { name: codeOf(3) }, { timeout: 10_000 }));
    // The declared values are offered by their labels; the default list is already chosen.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Data uses' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(shareRequests.fields.uses.values!.map(usesLabel)));
    fireEvent.click(screen.getByRole('option', { name: usesLabel('DS') }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.submit(save.closest('form')!);
    await waitFor(
      () => expect(created).toHaveBeenCalledWith(expect.objectContaining({ title: 'Plasma follow-up', specimens: [3], uses: ['DS'], tools: ['R'] })),
      {
        timeout: 10_000,
      },
    );
  }, 60_000);
});
