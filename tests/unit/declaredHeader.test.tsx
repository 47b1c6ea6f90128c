/**
 * The generated list's header row (ours): sorting and selecting the page work
 * as react-admin's header does, and a sort change renders only the cells it changes.
 */
import { createElement, memo, type MemoExoticComponent, type ComponentType } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Table } from '@mui/material';
import { AdminContext, ResourceContextProvider, TextField, type Identifier, type SortPayload } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeclaredHeader } from '../../src/engine/DeclaredHeader';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { declarations } from '../../src/registry/declarations';

/** How often each column's header cell rendered: react-admin's cell, counted, with its own memo rule. */
const cellRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('react-admin', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-admin')>();
  const real = actual.DatagridHeaderCell as unknown as MemoExoticComponent<ComponentType<{ field?: { props: { source?: string } } }>> & {
    type: ComponentType<object>;
    compare: (a: object, b: object) => boolean;
  };
  const Counted = (props: { field?: { props: { source?: string } } }) => {
    const source = props.field?.props.source ?? '';
    cellRenders.set(source, (cellRenders.get(source) ?? 0) + 1);
    return createElement(real.type, props);
  };
  return { ...actual, DatagridHeaderCell: memo(Counted, real.compare) };
});

localStorage.setItem('arco-locale', 'en-US');
const i18nProvider = createI18nProvider(declarations);
const columns = ['number', 'name', 'count'].map((source) => <TextField key={source} source={source} />);
const data = [{ id: 1 }, { id: 2 }];

function header(props: { sort: SortPayload; selectedIds?: Identifier[]; onSelect?: (ids: Identifier[]) => void; setSort?: (s: SortPayload) => void }) {
  return (
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="policies">
        <Table>
          <DeclaredHeader
            hasBulkActions
            data={data}
            selectedIds={props.selectedIds ?? []}
            onSelect={props.onSelect}
            sort={props.sort}
            setSort={props.setSort ?? vi.fn()}
          >
            {columns}
          </DeclaredHeader>
        </Table>
      </ResourceContextProvider>
    </AdminContext>
  );
}

describe('the list header', () => {
  afterEach(cleanup);

  it('sorts by a column: the sorted one flips its order, another starts ascending', () => {
    const setSort = vi.fn();
    render(header({ sort: { field: 'count', order: 'DESC' }, setSort }));
    fireEvent.click(screen.getByRole('button', { name: /^Sort by count/ }));
    expect(setSort).toHaveBeenLastCalledWith({ field: 'count', order: 'ASC' });
    fireEvent.click(screen.getByRole('button', { name: /^Sort by set name/i }));
    expect(setSort).toHaveBeenLastCalledWith({ field: 'name', order: 'ASC' });
    // Only the sorted column shows its arrow as active.
    expect(document.querySelectorAll('.MuiTableSortLabel-root.Mui-active')).toHaveLength(1);
    expect(document.querySelector('.Mui-active')?.textContent).toMatch(/count/i);
  });

  it('selects and unselects this page’s rows, keeping rows selected on other pages', () => {
    const onSelect = vi.fn();
    const { rerender } = render(header({ sort: { field: 'count', order: 'DESC' }, selectedIds: [99], onSelect }));
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(selectAll).not.toBeChecked();
    fireEvent.click(selectAll);
    expect(onSelect).toHaveBeenLastCalledWith([99, 1, 2]);
    rerender(header({ sort: { field: 'count', order: 'DESC' }, selectedIds: [99, 1, 2], onSelect }));
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onSelect).toHaveBeenLastCalledWith([99]);
  });

  it('renders again only the cells a sort change changes, and none for new rows', () => {
    const setSort = vi.fn();
    const { rerender } = render(header({ sort: { field: 'count', order: 'DESC' }, setSort }));
    cellRenders.clear();
    rerender(header({ sort: { field: 'count', order: 'DESC' }, setSort }));
    expect(Object.fromEntries(cellRenders)).toEqual({});
    rerender(header({ sort: { field: 'name', order: 'ASC' }, setSort }));
    expect(Object.fromEntries(cellRenders)).toEqual({ name: 1, count: 1 });
    expect(screen.getByRole('button', { name: /^Sort by set name/i }).className).toContain('Mui-active');
    expect(screen.getByRole('button', { name: /^Sort by count/ }).className).not.toContain('Mui-active');
  });
});
