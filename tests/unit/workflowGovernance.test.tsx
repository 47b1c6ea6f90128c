/**
 * The governance rules on a record's page (resources/accessRequests.ts, outputs.ts, grants.ts):
 * the viewer is offered only the transitions they may take (never on their own request, never
 * twice towards one quorum, never the system's), and the dialog asks for what the guards take
 * only where it applies (a reason despite a conflict or failing disclosure rules, a check by eye),
 * while the file the viewer looked at goes along unasked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { ADMIN, historyEntry, memoryApi, renderGovernance, REVIEWER, storedFile, USER, type Viewer } from './workflowGovernanceAdmin';

const LOADED = { timeout: 15_000 };

const datasets = [
  { id: 1, title: 'Cardiology registry', state: 'published', sensitivity: 'internal', duoCodes: ['GRU'] },
  { id: 2, title: 'Oncology imaging archive', state: 'published', sensitivity: 'internal', duoCodes: ['HMB'] },
  { id: 3, title: 'Rare disease genomes', state: 'published', sensitivity: 'core', duoCodes: ['GRU'] },
];
const request = (extra: Partial<RaRecord> = {}): RaRecord => ({
  id: 7,
  title: 'Readmission after heart failure',
  datasets: [1],
  purpose: 'diseaseSpecific',
  owner: USER.userId,
  state: 'submitted',
  ...extra,
});
const output = (extra: Partial<RaRecord> = {}): RaRecord => ({
  id: 5,
  title: 'Readmission rates by age band',
  grant: 1,
  file: storedFile('readmission.csv', 'c0ffee'.padEnd(64, '0')),
  disclosure: 'passed',
  owner: USER.userId,
  state: 'submitted',
  ...extra,
});
const grant = { id: 1, code: 'GRNT-2026-0001', grantee: USER.userId, state: 'active', expiresAt: '2099-01-01' };

/** The transition buttons once the record and its history have loaded (none: no button group). */
async function buttons() {
  await screen.findByRole('heading', { name: 'History' }, LOADED);
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), LOADED);
  const group = screen.queryByRole('group', { name: 'Workflow actions' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];
}

function open(path: string, viewer: Viewer, records: Record<string, RaRecord[]>, histories = {}) {
  const api = memoryApi({ datasets, grants: [grant], ...records }, histories, viewer);
  renderGovernance(path, viewer, api.dataProvider);
  return api;
}

describe('governance: the buttons a viewer is offered', () => {
  afterEach(cleanup);

  it('nobody decides on their own request: its owner, an admin, may only withdraw it', async () => {
    open('/accessRequests/7/show', ADMIN, { accessRequests: [request({ owner: ADMIN.userId })] });
    expect(await buttons()).toEqual(['Withdraw']);
  }, 30_000);

  it('another admin reviews it', async () => {
    open('/accessRequests/7/show', REVIEWER, { accessRequests: [request()] });
    expect(await buttons()).toEqual(['Start review', 'Approve', 'Reject', 'Return for revision']);
  }, 30_000);

  it('an admin who gave one approval of two is not offered a second; another admin is', async () => {
    const histories = () => ({
      'accessRequests/7': [historyEntry(USER, 'submit', 'draft', 'submitted'), historyEntry(ADMIN, 'approve', 'submitted', 'submitted')],
    });
    open('/accessRequests/7/show', ADMIN, { accessRequests: [request({ datasets: [3] })] }, histories());
    expect(await buttons()).toEqual(['Start review', 'Reject', 'Return for revision']);
    // The history says where the quorum stands.
    expect(screen.getByText('Approve: approval 1 of 2, waiting for the next approver')).toBeInTheDocument();
    cleanup();
    open('/accessRequests/7/show', REVIEWER, { accessRequests: [request({ datasets: [3] })] }, histories());
    expect(await buttons()).toContain('Approve');
  }, 30_000);

  const system: [string, string, RaRecord, string[]][] = [
    ['an output held by its grant is never resumed by hand', 'outputs', output({ state: 'held' }), ['Reject']],
    ['an output submitted is never held by hand', 'outputs', output(), ['Check', 'Reject']],
    ['a grant is never expired by hand', 'grants', grant, ['Renew', 'Close']],
  ];
  for (const [what, resource, record, expected] of system)
    it(`the system's own transitions are not offered: ${what}`, async () => {
      open(`/${resource}/${record.id}/show`, REVIEWER, { [resource]: [record] });
      expect(await buttons()).toEqual(expected);
    }, 30_000);
});

describe('governance: what the transition dialog asks for', () => {
  afterEach(cleanup);

  const ahead = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 16);

  async function approve(record: RaRecord) {
    const api = open('/accessRequests/7/show', REVIEWER, { accessRequests: [record] });
    await buttons();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    fireEvent.change(within(dialog).getByLabelText('Access until *'), { target: { value: ahead } });
    return { ...api, dialog };
  }

  it('no reason to override when the checks find no conflict', async () => {
    const { dialog, transition } = await approve(request());
    expect(within(dialog).queryByLabelText(/Reason to decide despite the conflict/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(transition).toHaveBeenCalled(), LOADED);
    expect(Object.keys(transition.mock.calls[0][1].fields ?? {})).toEqual(['accessExpiresAt']);
  }, 30_000);

  it('a conflict is shown in the dialog, and a reason to decide despite it is asked for and sent', async () => {
    const { dialog, transition } = await approve(request({ purpose: 'generalResearch', datasets: [2] }));
    expect(await within(dialog).findByText(/Oncology imaging archive/, {}, LOADED)).toBeInTheDocument();
    const reason = await within(dialog).findByLabelText('Reason to decide despite the conflict *', {}, LOADED);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(transition).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: 'Methods only, agreed with the custodian' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(transition).toHaveBeenCalled(), LOADED);
    expect(transition.mock.calls[0][1].fields).toMatchObject({ duoOverride: 'Methods only, agreed with the custodian' });
  }, 30_000);

  it('a check on a passing table is taken at once, with the sha256 of the file looked at', async () => {
    const { transition } = open('/outputs/5/show', REVIEWER, { outputs: [output()] });
    await buttons();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(transition).toHaveBeenCalled(), LOADED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(transition).toHaveBeenCalledWith('outputs', {
      id: 5,
      to: 'checked',
      fields: { sha256: 'c0ffee'.padEnd(64, '0') },
      previousData: expect.objectContaining({ id: 5 }),
    });
  }, 30_000);

  it('a check on a failing table opens the dialog for a reason; the sha256 goes along unasked', async () => {
    const { transition } = open('/outputs/5/show', REVIEWER, { outputs: [output({ disclosure: 'failed' })] });
    await buttons();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check' });
    expect(within(dialog).queryByLabelText(/sha256/i)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason to decide despite the failing disclosure rules *'), { target: { value: 'Suppressed by hand' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(transition).toHaveBeenCalled(), LOADED);
    expect(transition.mock.calls[0][1].fields).toEqual({ disclosureOverride: 'Suppressed by hand', sha256: 'c0ffee'.padEnd(64, '0') });
  }, 30_000);

  it('an image is confirmed as checked by eye, with a box to tick', async () => {
    const { transition } = open('/outputs/5/show', REVIEWER, { outputs: [output({ disclosure: 'manual' })] });
    await buttons();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check' });
    expect(within(dialog).queryByLabelText(/Reason/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I checked the image by eye' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(transition).toHaveBeenCalled(), LOADED);
    expect(transition.mock.calls[0][1].fields).toMatchObject({ manualCheck: true });
  }, 30_000);
});
