/**
 * A workflow transition on several selected rows (src/engine/bulk): declared per resource, offered
 * to the roles that may take it, asking once for its fields; the API moves each record alone, and
 * those it refused are listed with their reasons in the reader's language and stay selected.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BulkTransitionResult } from '../../dataProvider/workflow';
import { bulkActions } from '../../resources/lib/schema';
import { declarations } from '../../src/registry/declarations';
import { memoryApi, renderGovernance, REVIEWER, USER } from './workflowGovernanceAdmin';

const LOADED = { timeout: 15_000 };

/** A bulk decision's button once its code has come (it loads with the first list that has one; meanwhile it shows disabled). */
async function loadedButton(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled(), LOADED);
  return screen.getByRole('button', { name });
}

const datasets = [{ id: 1, title: 'Cardiology registry', state: 'published', sensitivity: 'internal', duoCodes: ['GRU'] }];
const requests = [
  { id: 1, title: 'Readmission after heart failure', state: 'submitted' },
  { id: 2, title: 'Deep learning for nodules', state: 'submitted' },
  { id: 3, title: 'Sepsis early warning', state: 'rejected' },
].map((r) => ({ datasets: [1], purpose: 'diseaseSpecific', owner: USER.userId, requester: 'user', createdAt: '2026-11-01', ...r }));

/** The list's rows' selection boxes, once it has loaded. */
async function rowBoxes() {
  const table = await screen.findByRole('table', {}, LOADED);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(requests.length + 1), LOADED);
  return within(table)
    .getAllByRole('checkbox')
    .filter((c) => c.closest('tbody'));
}

describe('bulk transitions', () => {
  afterEach(cleanup);

  it('are declared on the governance resources, with the deletes kept', () => {
    const names = (resource: string) => bulkActions(declarations.find((d) => d.name === resource)!).map((b) => b.name);
    expect(names('accessRequests')).toEqual(['startReview', 'reject', 'returnForRevision', 'delete']);
    expect(names('grants')).toEqual(['close']);
    expect(names('outputs')).toEqual(['reject', 'delete']);
  });

  it('ask once for the reason, then list the refused records with their reasons and keep them selected', async () => {
    const api = memoryApi({ datasets, accessRequests: requests }, {}, REVIEWER);
    api.bulkTransition.mockImplementationOnce(async () => ({
      data: [
        { id: 1, code: 20000, msg: 'ok' },
        { id: 2, code: 40300, msg: 'cannot reject: the owner of the record may not decide on it', refusal: { why: 'notOwner' } },
        { id: 3, code: 40000, msg: 'cannot move from rejected to "rejected"', refusal: { why: 'state', state: 'rejected' }, errors: { to: 'no transition' } },
      ] satisfies BulkTransitionResult[],
    }));
    renderGovernance('/accessRequests', REVIEWER, api.dataProvider);
    for (const box of await rowBoxes()) fireEvent.click(box);
    fireEvent.click(await loadedButton('Reject'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    expect(within(dialog).getByText('On 3 selected records')).toBeInTheDocument();
    // The declared rule: a reason is required, and nothing is sent without it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(api.bulkTransition).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Reviewer's note *"), { target: { value: 'Out of scope' } });
    const listReads = api.getList.mock.calls.filter(([resource]) => resource === 'accessRequests').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const refused = await screen.findByRole('dialog', { name: 'Reject: 2 records left as they were' }, LOADED);
    expect(api.bulkTransition).toHaveBeenCalledWith('accessRequests', { ids: [1, 2, 3], to: 'rejected', fields: { decisionNote: 'Out of scope' } });
    const lines = within(refused)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual(['#2 Deep learning for nodulesYou cannot decide on your own request', '#3 Sepsis early warningThe record is “Rejected” now']);
    // After the "form is not valid" of the first try, which goes first.
    expect(await screen.findByText('Reject: 1 done, 2 refused', {}, LOADED)).toBeInTheDocument();
    // The list loads again; the refused rows stay selected, the one moved does not.
    await waitFor(() => expect(api.getList.mock.calls.filter(([resource]) => resource === 'accessRequests').length).toBeGreaterThan(listReads), LOADED);
    fireEvent.click(within(refused).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await rowBoxes()).map((b) => (b as HTMLInputElement).checked)).toEqual([false, true, true]);
  }, 30_000);

  it('all moved: a notification says how many, and the selection is cleared', async () => {
    const api = memoryApi({ datasets, accessRequests: requests }, {}, REVIEWER);
    renderGovernance('/accessRequests', REVIEWER, api.dataProvider);
    const boxes = await rowBoxes();
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    fireEvent.click(await loadedButton('Start review'));
    const dialog = await screen.findByRole('dialog', { name: 'Start review' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Start review: done on 2 records', {}, LOADED)).toBeInTheDocument();
    expect(api.bulkTransition).toHaveBeenCalledWith('accessRequests', { ids: [1, 2], to: 'underReview', fields: {} });
    await waitFor(async () => expect((await rowBoxes()).some((b) => (b as HTMLInputElement).checked)).toBe(false), LOADED);
  }, 30_000);

  it('in Chinese, the reasons too', async () => {
    const api = memoryApi({ datasets, accessRequests: requests }, {}, REVIEWER);
    api.bulkTransition.mockImplementationOnce(async () => ({
      data: [{ id: 1, code: 40300, msg: 'cannot startReview', refusal: { why: 'notOwner' } }] satisfies BulkTransitionResult[],
    }));
    renderGovernance('/accessRequests', REVIEWER, api.dataProvider, 'zh-CN');
    fireEvent.click((await rowBoxes())[0]);
    fireEvent.click(await loadedButton('开始审核'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '开始审核' })).getByRole('button', { name: '确认' }));
    const refused = await screen.findByRole('dialog', { name: '“开始审核”：1 条记录未变更' }, LOADED);
    expect(within(refused).getByText('您不能审批自己的申请')).toBeInTheDocument();
  }, 30_000);
});
