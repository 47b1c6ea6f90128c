/**
 * The workplace card of access requests. A user sees their open requests, an admin those
 * waiting for review; the newest five link to their pages, "View all" to the list filtered the same way.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, memoryStore, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
import { createI18nProvider } from '../../src/i18n';
import { declarations } from '../../src/registry/declarations';
import { OpenRequests } from '../../src/pages/workplace/OpenRequests';
import { decodeListState } from '../../src/engine/listState/listStateCodec';

afterEach(cleanup);

const STATES = ['draft', 'submitted', 'underReview', 'approved', 'rejected', 'returned', 'withdrawn'];
/** Nine requests, one a day from 1 November, their states in turn: request 9 is the newest. */
const REQUESTS: RaRecord[] = Array.from({ length: 9 }, (_, i) => ({
  id: i + 1,
  title: `Request ${i + 1}`,
  state: STATES[i % STATES.length],
  createdAt: `2026-11-${String(i + 1).padStart(2, '0')}`,
}));

/** Answers getList as the API would: the requests in the asked states, sorted and paged. */
function fakeDataProvider(requests: RaRecord[]) {
  const getList = vi.fn(async (_resource: string, { filter, pagination, sort }: GetListParams) => {
    const matching = requests
      .filter((r) => (filter.state as string[]).includes(r.state))
      .sort((a, b) => (sort?.order === 'DESC' ? -1 : 1) * String(a[sort!.field]).localeCompare(String(b[sort!.field])));
    const { page, perPage } = pagination!;
    return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
  });
  return { getList } as unknown as DataProvider & { getList: typeof getList };
}

// A failed call is reported at once, not after react-query's retries.
const noRetries = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderCard(role: 'admin' | 'user', dataProvider: DataProvider) {
  localStorage.setItem('arco-locale', 'en-US');
  localStorage.setItem('userRole', role);
  render(
    <MemoryRouter>
      <CoreAdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(declarations)} store={memoryStore()} queryClient={noRetries()}>
        <OpenRequests />
      </CoreAdminContext>
    </MemoryRouter>,
  );
}

const rowLinks = (card: HTMLElement) => within(within(card).getByRole('list')).getAllByRole('link');
/** The filter of a list link's URL. */
const listFilter = (href: string | null) => decodeListState(new URL(href!, 'http://console').search).filter;

describe('<OpenRequests>', () => {
  it('shows a user their open requests, newest first, each linking to its page', async () => {
    const dataProvider = fakeDataProvider(REQUESTS);
    renderCard('user', dataProvider);
    const card = await screen.findByRole('region', { name: 'My open requests' });
    expect(within(card).getByRole('heading', { level: 2, name: 'My open requests' })).toBeInTheDocument();
    // Open: drafts, submitted, under review and returned (requests 1, 2, 3, 6, 8, 9).
    expect(await within(card).findByText('6 open access requests')).toBeInTheDocument();
    const links = rowLinks(card);
    expect(links.map((l) => l.textContent)).toEqual(['Request 9', 'Request 8', 'Request 6', 'Request 3', 'Request 2']);
    expect(links[0]).toHaveAttribute('href', '/accessRequests/9/show');
    // Each row tags its state with the declaration's label.
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Request 9Submitted',
      'Request 8Draft',
      'Request 6Returned for revision',
      'Request 3Under review',
      'Request 2Submitted',
    ]);
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'accessRequests',
      expect.objectContaining({ filter: { state: ['draft', 'submitted', 'underReview', 'returned'] }, sort: { field: 'createdAt', order: 'DESC' } }),
    );
    const all = within(card).getByRole('link', { name: 'View all' });
    expect(new URL(all.getAttribute('href')!, 'http://console').pathname).toBe('/accessRequests');
    expect(listFilter(all.getAttribute('href'))).toEqual({ state: ['draft', 'submitted', 'underReview', 'returned'] });
  });

  it('shows an admin the requests waiting for review, and the list of those', async () => {
    const dataProvider = fakeDataProvider(REQUESTS);
    renderCard('admin', dataProvider);
    const card = await screen.findByRole('region', { name: 'Requests waiting for review' });
    // Submitted or under review: requests 2, 3 and 9.
    expect(await within(card).findByText('3 requests waiting')).toBeInTheDocument();
    expect(rowLinks(card).map((l) => l.getAttribute('href'))).toEqual(['/accessRequests/9/show', '/accessRequests/3/show', '/accessRequests/2/show']);
    expect(dataProvider.getList).toHaveBeenCalledWith('accessRequests', expect.objectContaining({ filter: { state: ['submitted', 'underReview'] } }));
    expect(listFilter(within(card).getByRole('link', { name: 'View all' }).getAttribute('href'))).toEqual({ state: ['submitted', 'underReview'] });
  });

  it('says so when nothing is open, and reports a failed call with a retry', async () => {
    renderCard('user', fakeDataProvider(REQUESTS.filter((r) => r.state === 'approved')));
    expect(await screen.findByText('You have no open access requests.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();

    // react-admin's data provider hook logs a failed call.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { getList: vi.fn().mockRejectedValue(new Error('Internal server error')) } as unknown as DataProvider;
    renderCard('admin', failing);
    const card = await screen.findByRole('region', { name: 'Requests waiting for review' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Internal server error');
    expect(within(card).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
