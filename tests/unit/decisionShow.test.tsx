/**
 * The decision screen of a declared workflow (src/engine/decision), on the real access requests:
 * a header with the record's label, its state as a tag, the requester and exactly the decisions the
 * viewer may take; the declared group under its heading; each requested dataset with its tags; the
 * conflict check beside the field it reads.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { HistoryEntry } from '../../resources/lib/workflow';
import { memoryProvider, renderDecision, request, USERS, type Who } from './decisionAdmin';

const LOADED = { timeout: 15_000 };

const submitted: HistoryEntry = {
  id: 1,
  time: '2026-10-01T08:00:00.000Z',
  userId: 2,
  actor: 'user',
  transition: 'submit',
  from: 'draft',
  to: 'submitted',
  fields: {},
};

/** The header once the record and its history have loaded. */
async function header() {
  const title = await screen.findByRole('heading', { level: 1, name: 'Thrombolysis outcomes by age' }, LOADED);
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), LOADED);
  return title.closest('section') as HTMLElement;
}

const buttons = (within_: HTMLElement) => {
  const group = within(within_).queryByRole('group', { name: 'Workflow actions' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];
};

describe('decision screen: the header', () => {
  afterEach(cleanup);

  const cases: { what: string; who: Who; owner: number; state?: string; tag?: [string, string]; buttons: string[] }[] = [
    {
      what: 'an admin decides on what another submitted',
      who: 'admin',
      owner: USERS.user.userId,
      buttons: ['Start review', 'Approve', 'Reject', 'Return for revision'],
    },
    { what: 'the requester may only withdraw', who: 'user', owner: USERS.user.userId, buttons: ['Withdraw'] },
    { what: 'nobody decides on their own request, an admin neither', who: 'admin', owner: USERS.admin.userId, buttons: ['Withdraw'] },
    {
      what: 'an approved request has nothing left to decide',
      who: 'admin',
      owner: USERS.user.userId,
      state: 'approved',
      tag: ['Approved', 'Success'],
      buttons: [],
    },
  ];
  for (const c of cases)
    it(`${c.what}: ${c.buttons.join(', ') || 'no decision'}`, async () => {
      const record = request({ owner: c.owner, state: c.state ?? 'submitted' });
      renderDecision('/accessRequests/4/show', c.who, memoryProvider({ records: { accessRequests: [record] }, history: [submitted] }));
      const top = await header();
      expect(within(top).getByText('Access request #4')).toBeInTheDocument();
      // The state as its tag (coloured by the declaration's tones), the requester by name.
      const [label, tone] = c.tag ?? ['Submitted', 'Info'];
      expect(within(top).getByText(label).closest('.MuiChip-root')).toHaveClass(`MuiChip-color${tone}`);
      expect(within(top).getByText('Requester: user')).toBeInTheDocument();
      await waitFor(() => expect(buttons(top)).toEqual(c.buttons), LOADED);
      // The decisions are in the header only: no second toolbar repeats them.
      expect(screen.queryAllByRole('group', { name: 'Workflow actions' }).length).toBe(c.buttons.length ? 1 : 0);
      expect(!!within(top).queryByText('No decision is yours to take in this state')).toBe(c.buttons.length === 0);
    }, 30_000);

  it('says how many approvals a quorum has so far', async () => {
    const approvedOnce: HistoryEntry = {
      id: 2,
      time: '2026-10-02T08:00:00.000Z',
      userId: 3,
      actor: 'reviewer',
      transition: 'approve',
      from: 'submitted',
      to: 'submitted',
      fields: {},
    };
    renderDecision('/accessRequests/4/show', 'admin', memoryProvider({ records: { accessRequests: [request()] }, history: [submitted, approvedOnce] }));
    const top = await header();
    expect(await within(top).findByText('Approve: 1 of 2 approvals given', {}, LOADED)).toBeInTheDocument();
  }, 30_000);
});

describe('decision screen: the fields', () => {
  afterEach(cleanup);

  it('shows the declared group under its heading, the other fields outside it', async () => {
    renderDecision('/accessRequests/4/show', 'admin', memoryProvider({ records: { accessRequests: [request()] }, history: [submitted] }));
    await header();
    const group = screen.getByRole('region', { name: 'Five Safes' });
    for (const label of ['Safe people', 'Safe project', 'Safe setting', 'Safe data', 'Safe outputs'])
      expect(within(group).getByText(label)).toBeInTheDocument();
    expect(within(group).getByText('Two accredited researchers with GCP training.')).toBeInTheDocument();
    expect(within(group).queryByText('Research plan')).not.toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Research plan')).toBeInTheDocument();
    // The header's fields are not repeated below it; the owner's account id is never shown.
    expect(within(details).queryByText('Title')).not.toBeInTheDocument();
    expect(within(details).queryByText('Requester account')).not.toBeInTheDocument();
    // A calendar day reads as a date, with no time.
    expect(within(details).getByText('01/31/2028')).toBeInTheDocument();
  }, 30_000);

  it('names each requested dataset with its sensitivity, state and use conditions', async () => {
    renderDecision('/accessRequests/4/show', 'admin', memoryProvider({ records: { accessRequests: [request()] }, history: [submitted] }));
    await header();
    const field = document.querySelector('.ra-field-datasets') as HTMLElement;
    const items = await within(field).findAllByRole('listitem', {}, LOADED);
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Cardiology registry 2015–2024' })).toHaveAttribute('href', '/datasets/1/show');
    expect(within(items[0]).getByText('Sensitive')).toBeInTheDocument();
    expect(within(items[0]).getByText('Published')).toBeInTheDocument();
    expect(within(items[0]).getByText('HMB – health/medical/biomedical research')).toBeInTheDocument();
    expect(within(items[1]).getByText('Core')).toBeInTheDocument();
    expect(within(items[1]).getByText('NMDS – no general methods research')).toBeInTheDocument();
  }, 30_000);

  it('puts the conflict check beside the purpose it reads', async () => {
    renderDecision('/accessRequests/4/show', 'admin', memoryProvider({ records: { accessRequests: [request()] }, history: [submitted] }));
    await header();
    const purpose = document.querySelector('.ra-field-purpose') as HTMLElement;
    const alert = await within(purpose).findByRole('alert', {}, LOADED);
    expect(alert).toHaveTextContent("The purpose conflicts with a dataset's use conditions");
    expect(alert).toHaveTextContent('Oncology imaging archive (CT/MR)');
    // Only there: not at the top of the page.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  }, 30_000);

  it('reads in Chinese', async () => {
    renderDecision('/accessRequests/4/show', 'admin', memoryProvider({ records: { accessRequests: [request()] }, history: [submitted] }), { locale: 'zh-CN' });
    await screen.findByRole('heading', { level: 1, name: 'Thrombolysis outcomes by age' }, LOADED);
    expect(await screen.findByText('申请人：user', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '五个安全' })).toBeInTheDocument();
    expect(screen.getByText('2028/01/31')).toBeInTheDocument();
  }, 30_000);
});
