/**
 * The History panel of a record's screens (src/engine/history): its revisions newest first, a page
 * at a time, each change in the list's words (enum labels, dates in the reader's locale, a long text
 * line by line); a revert to an older one, confirmed, posted with the record's ETag and followed by
 * the record read again; none for a role that may not write, and no panel for `history: false`. The
 * API is faked at the HTTP level (fakeHttp.ts), the data provider being the console's own.
 */
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Admin, Resource, type AuthProvider } from 'react-admin';
import { canAct } from '../../authProvider/access';
import { createDataProvider } from '../../dataProvider';
import type { ResourceDecl, Role } from '../../resources/lib/schema';
import { HttpContext } from '../../src/api/HttpContext';
import { DeclarationsContext, resourceProps } from '../../src/engine';
import { formatDate } from '../../src/engine/cells/formats';
import type { Revision } from '../../src/engine/history';
import { PRESENCE_PATH } from '../../domain/events';
import { createI18nProvider } from '../../src/i18n';
import { lightTheme } from '../../src/theme';
import reviews from '../fixtures/reviews';
import specimens from '../fixtures/specimens';
import { clientAnswering, envelope, respond, type Sent } from './fakeHttp';

const LOADED = { timeout: 15_000 };
const ETAG = '"5f2c9a"';
const specimen = { id: 1, code: '1042', kind: 'tissue', volume: 12, frozen: true, note: 'Kept at -80 °C\nThawed once', status: 'stored' };
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Newest first: an edit of three fields 5 minutes ago, one of a date and a flag, the system's discard, then fillers up to `total`. */
function specimenRevisions(total = 4): Revision[] {
  const newest: Revision[] = [
    {
      id: 100,
      at: ago(5),
      actor: { id: 1, name: 'Wang Lin' },
      action: 'update',
      changes: [
        { field: 'kind', before: 'blood', after: 'tissue' },
        { field: 'volume', before: 10, after: 12 },
        { field: 'note', before: 'Kept at -80 °C\nNever thawed', after: 'Kept at -80 °C\nThawed once' },
      ],
    },
    {
      id: 99,
      at: '2026-11-20T08:30:00.000Z',
      actor: { id: 2, name: 'Li Na' },
      action: 'update',
      changes: [
        { field: 'collectedAt', before: '2026-01-05', after: '2026-02-10' },
        { field: 'frozen', before: false, after: true },
      ],
    },
    { id: 98, at: '2026-11-19T08:30:00.000Z', actor: null, action: 'update', changes: [{ field: 'status', before: 'discarded', after: 'stored' }] },
  ];
  const fillers = Array.from({ length: total - newest.length }, (_, i): Revision => {
    const id = 97 - i;
    return {
      id,
      at: '2026-11-01T08:00:00.000Z',
      actor: { id: 1, name: 'Wang Lin' },
      action: 'create',
      changes: [{ field: 'volume', before: null, after: id }],
    };
  });
  return [...newest, ...fillers];
}

/** The API in memory: the record (with its ETag), its revisions by page, a revert answered by `revert`. */
function fakeApi(revisions: Revision[], revert: () => Response = () => respond(200, envelope(specimen), { ETag: '"6a0d1b"' })) {
  return clientAnswering((sent: Sent) => {
    const url = new URL(sent.url, 'http://api.test');
    if (url.pathname.endsWith('/revert')) return revert();
    if (url.pathname.endsWith(PRESENCE_PATH)) return respond(200, envelope({ editors: [] }));
    if (url.pathname.endsWith('/revisions')) {
      const [page, perPage] = ['page', 'perPage'].map((k) => Number(url.searchParams.get(k)));
      return respond(200, envelope({ list: revisions.slice((page - 1) * perPage, page * perPage), total: revisions.length }), { ETag: ETAG });
    }
    if (/\/(specimens|reviews)\/1$/.test(url.pathname)) return respond(200, envelope(url.pathname.includes('reviews') ? review : specimen), { ETag: '"0ld"' });
    return respond(200, envelope({ list: [], total: 0 }));
  });
}
const review = { id: 1, title: 'Cohort review', owner: 2, state: 'submitted' };

const authProvider = (role: Role, declarations: readonly ResourceDecl[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
  getIdentity: async () => ({ id: '1', fullName: 'Wang Lin' }),
  canAccess: async ({ action, resource }) =>
    canAct(
      declarations.find((d) => d.name === resource),
      action,
      role,
    ),
});

// react-admin shows its notifications beside the layout.
const Layout = ({ children }: { children?: ReactNode }) => <main>{children}</main>;

/** The console at `path` for `role`, its data provider and the panel both over the fake API. */
function renderScreen(path: string, api: ReturnType<typeof fakeApi>, { role = 'admin' as Role, locale = 'en-US', decl = specimens as ResourceDecl } = {}) {
  localStorage.setItem('arco-locale', locale);
  localStorage.setItem('token', 'test');
  localStorage.setItem('userRole', role);
  const declarations = [decl, reviews];
  const endpoints = Object.fromEntries(declarations.map((d) => [d.name, d.endpoint]));
  const dataProvider = createDataProvider(api.http, endpoints);
  render(
    <MemoryRouter initialEntries={[path]}>
      <HttpContext.Provider value={api.http}>
        <DeclarationsContext.Provider value={declarations}>
          <Admin
            dataProvider={dataProvider}
            authProvider={authProvider(role, declarations)}
            i18nProvider={createI18nProvider(declarations)}
            layout={Layout}
            theme={lightTheme()}
            disableTelemetry
          >
            {declarations.map((d) => (
              <Resource key={d.name} {...resourceProps(d)} />
            ))}
          </Admin>
        </DeclarationsContext.Provider>
      </HttpContext.Provider>
    </MemoryRouter>,
  );
}

/** The panel's revisions (not the changes listed inside them), once loaded. */
async function revisionItems(title = 'Change history') {
  const section = await screen.findByRole('region', { name: title }, LOADED);
  const list = await within(section).findByRole('list', { name: title }, LOADED);
  return {
    section,
    items: within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list),
  };
}

const field = (item: HTMLElement, name: string) => item.querySelector(`[data-field="${name}"]`)!;
const revisionReads = (sent: Sent[]) => sent.filter((s) => s.url.includes('/revisions?')).length;
const recordReads = (sent: Sent[]) => sent.filter((s) => s.method === 'GET' && /\/specimens\/1$/.test(s.url)).length;

describe('the History panel', () => {
  afterEach(cleanup);

  it('lists the revisions newest first, each change as the list words it', async () => {
    renderScreen('/specimens/1/show', fakeApi(specimenRevisions()));
    const { items } = await revisionItems();
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[0]).toHaveTextContent('Edited · by Wang Lin');
    expect(field(items[0], 'kind')).toHaveTextContent('Kind: Blood → Tissue');
    expect(field(items[0], 'volume')).toHaveTextContent('Volume (ml): 10 → 12');
    // A long text, line by line: the line kept, the one removed, the one added.
    const note = field(items[0], 'note');
    expect(note.querySelector('del')).toHaveTextContent('Never thawed');
    expect(note.querySelector('ins')).toHaveTextContent('Thawed once');
    expect(note).toHaveTextContent('Kept at -80 °C');
    expect(field(items[1], 'collectedAt')).toHaveTextContent(`Collected: ${formatDate('en-US', '2026-01-05')} → ${formatDate('en-US', '2026-02-10')}`);
    expect(field(items[1], 'frozen')).toHaveTextContent('Frozen: No → Yes');
    expect(items[2]).toHaveTextContent('by System');
    expect(field(items[2], 'status')).toHaveTextContent('Status: Discarded → Stored');
    // A create's values alone.
    expect(items[3]).toHaveTextContent('Created');
    expect(field(items[3], 'volume')).toHaveTextContent(/^Volume \(ml\): 97$/);
    // Every revision but the newest may be reverted to.
    expect(within(items[0]).queryByRole('button', { name: /^Revert/ })).toBeNull();
    expect(within(items[1]).getByRole('button', { name: /^Revert/ })).toBeEnabled();
  }, 30_000);

  it('reads in Chinese, dates in the Chinese way', async () => {
    renderScreen('/specimens/1/show', fakeApi(specimenRevisions()), { locale: 'zh-CN' });
    const { items } = await revisionItems('修改记录');
    expect(field(items[0], 'kind')).toHaveTextContent('类型：血液 → 组织');
    expect(field(items[1], 'collectedAt')).toHaveTextContent(`${formatDate('zh-CN', '2026-01-05')} → ${formatDate('zh-CN', '2026-02-10')}`);
    expect(items[2]).toHaveTextContent('操作人：系统');
  }, 30_000);

  it('reads the next page on "Load more", until there is none', async () => {
    const api = fakeApi(specimenRevisions(25));
    renderScreen('/specimens/1/show', api);
    expect((await revisionItems()).items).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect((await revisionItems()).items).toHaveLength(25), LOADED);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.sent.filter((s) => s.url.includes('/revisions?')).map((s) => new URL(s.url, 'http://api.test').search)).toEqual([
      '?page=1&perPage=20',
      '?page=2&perPage=20',
    ]);
  }, 30_000);

  it('a confirmed revert says what will change, posts with the record’s ETag, and reads the record again', async () => {
    const api = fakeApi(specimenRevisions());
    renderScreen('/specimens/1/show', api);
    const { items } = await revisionItems();
    fireEvent.click(within(items[1]).getByRole('button', { name: /^Revert/ }));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    // Back to how it was after revision 99: the newer edit undone.
    expect(field(dialog, 'kind')).toHaveTextContent('Kind: Tissue → Blood');
    expect(field(dialog, 'volume')).toHaveTextContent('Volume (ml): 12 → 10');
    expect(field(dialog, 'note').querySelector('ins')).toHaveTextContent('Never thawed');
    const [reads, records] = [revisionReads(api.sent), recordReads(api.sent)];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('Record reverted', {}, LOADED)).toBeInTheDocument();
    const posted = api.sent.filter((s) => s.method === 'POST');
    expect(posted.map((s) => s.url)).toEqual(['/api/lab/specimens/1/revisions/99/revert']);
    expect(posted[0].headers.get('If-Match')).toBe(ETAG);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOADED);
    await waitFor(() => expect([revisionReads(api.sent), recordReads(api.sent)]).toEqual([reads + 1, records + 1]), LOADED);
  }, 30_000);

  it('a cancelled revert posts nothing', async () => {
    const api = fakeApi(specimenRevisions());
    renderScreen('/specimens/1/show', api);
    const { items } = await revisionItems();
    fireEvent.click(within(items[2]).getByRole('button', { name: /^Revert/ }));
    fireEvent.click(within(await screen.findByRole('dialog', {}, LOADED)).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOADED);
    expect(api.sent.filter((s) => s.method !== 'GET')).toEqual([]);
  }, 30_000);

  it('a refused revert shows the API’s message and changes nothing on screen', async () => {
    const msg = 'code is taken by another specimen since';
    const api = fakeApi(specimenRevisions(), () => respond(409, envelope(null, 40900, msg)));
    renderScreen('/specimens/1/show', api);
    const { items } = await revisionItems();
    fireEvent.click(within(items[1]).getByRole('button', { name: /^Revert/ }));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));
    expect(await within(dialog).findByRole('alert', {}, LOADED)).toHaveTextContent(msg);
    expect(screen.queryByText('Record reverted')).toBeNull();
  }, 30_000);

  it('a revert of a record changed meanwhile says so in the reader’s words, and reads the record again', async () => {
    const api = fakeApi(specimenRevisions(), () =>
      respond(412, envelope({ current: specimen, etag: '"7e"' }, 41200, 'the record was changed by someone else')),
    );
    renderScreen('/specimens/1/show', api, { locale: 'zh-CN' });
    const { items } = await revisionItems('修改记录');
    fireEvent.click(within(items[1]).getByRole('button', { name: /^回退/ }));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    const reads = revisionReads(api.sent);
    fireEvent.click(within(dialog).getByRole('button', { name: '回退' }));
    expect(await within(dialog).findByRole('alert', {}, LOADED)).toHaveTextContent('他人已修改该记录');
    await waitFor(() => expect(revisionReads(api.sent)).toBeGreaterThan(reads), LOADED);
  }, 30_000);

  it('offers no revert to a role that may not write the resource', async () => {
    renderScreen('/specimens/1/show', fakeApi(specimenRevisions()), { role: 'user' });
    const { section, items } = await revisionItems();
    expect(items).toHaveLength(4);
    expect(within(section).queryByRole('button', { name: /^Revert/ })).toBeNull();
  }, 30_000);

  it('shows no panel, and reads no revisions, for a declaration with `history: false`', async () => {
    const api = fakeApi(specimenRevisions());
    renderScreen('/specimens/1/show', api, { decl: { ...specimens, history: false } });
    expect(await screen.findByText('1042', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Change history' })).toBeNull();
    expect(revisionReads(api.sent)).toBe(0);
  }, 30_000);

  it('is on the edit form', async () => {
    // On its own page (the fixture's drawer is the list's).
    renderScreen('/specimens/1', fakeApi(specimenRevisions()), { decl: { ...specimens, formMode: 'page' } });
    expect((await revisionItems()).items).toHaveLength(4);
  }, 30_000);

  it('is on a decision screen, beside its workflow history', async () => {
    renderScreen('/reviews/1/show', fakeApi(specimenRevisions()));
    expect((await revisionItems()).items).toHaveLength(4);
  }, 30_000);
});
