/**
 * The show screen of a declaration with a workflow (tests/fixtures/reviews.ts): exactly the
 * transitions the signed-in role and user may take, a dialog for a transition's fields, the
 * record following its new state, and the history in words.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../dataProvider/errors';
import type { Role } from '../../resources/lib/schema';
import type { HistoryEntry } from '../../resources/lib/workflow';
import { entry, memoryReviews, renderReviews, review } from './workflowAdmin';

const LOADED = { timeout: 15_000 };

/** The transition buttons once the record and its history have loaded (none: no button group). */
async function transitionButtons() {
  await screen.findByRole('heading', { name: 'History' }, LOADED);
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), LOADED);
  const group = screen.queryByRole('group', { name: 'Workflow actions' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];
}

describe('workflow: the show screen', () => {
  afterEach(cleanup);

  const cases: { what: string; role: Role; state: string; history?: HistoryEntry[]; buttons: string[] }[] = [
    { what: 'the owner submits a draft', role: 'user', state: 'draft', buttons: ['Submit'] },
    { what: 'only the owner submits', role: 'admin', state: 'draft', buttons: [] },
    {
      what: 'an admin approves or rejects what another submitted',
      role: 'admin',
      state: 'submitted',
      history: [entry('submit', 'draft', 'submitted', 'user')],
      buttons: ['Approve', 'Reject'],
    },
    {
      what: 'the submitter may not approve (a second pair of eyes)',
      role: 'admin',
      state: 'submitted',
      history: [entry('submit', 'draft', 'submitted', 'admin')],
      buttons: ['Reject'],
    },
    { what: 'a user may not review', role: 'user', state: 'submitted', history: [entry('submit', 'draft', 'submitted', 'user')], buttons: [] },
    { what: 'a final state has no way out', role: 'admin', state: 'approved', buttons: [] },
  ];
  for (const { what, role, state, history = [], buttons } of cases)
    it(`${what}: ${buttons.join(', ') || 'no buttons'}`, async () => {
      const { dataProvider } = memoryReviews(review({ state, owner: 2 }), history);
      renderReviews('/reviews/1/show', role, dataProvider);
      expect(await transitionButtons()).toEqual(buttons);
    }, 30_000);

  it('a transition without fields is taken at once; the buttons follow the new state', async () => {
    const { dataProvider, transition } = memoryReviews(review({ state: 'draft', owner: 2 }));
    renderReviews('/reviews/1/show', 'user', dataProvider);
    expect(await transitionButtons()).toEqual(['Submit']);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submit: done', {}, LOADED)).toBeInTheDocument();
    expect(transition).toHaveBeenCalledWith('reviews', { id: 1, to: 'submitted', fields: undefined, previousData: expect.objectContaining({ id: 1 }) });
    // The record and its history load again: the new state is shown and a user has nothing left to do.
    await waitFor(() => expect(screen.getByText('Submit: Draft → Submitted')).toBeInTheDocument(), LOADED);
    expect(screen.getAllByText('Submitted').length).toBeGreaterThan(0);
    expect(screen.queryByRole('group', { name: 'Workflow actions' })).not.toBeInTheDocument();
  }, 30_000);

  it('a transition with a required field asks for it in a dialog, then sends it', async () => {
    const { dataProvider, transition } = memoryReviews(review({ state: 'submitted' }), [entry('submit', 'draft', 'submitted', 'user')]);
    renderReviews('/reviews/1/show', 'admin', dataProvider);
    await transitionButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    // Confirm without a reason: the declaration's rule refuses it, nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(transition).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason *'), { target: { value: 'Too few subjects' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOADED);
    expect(transition).toHaveBeenCalledWith('reviews', {
      id: 1,
      to: 'rejected',
      fields: { reason: 'Too few subjects' },
      previousData: expect.objectContaining({ id: 1 }),
    });
    expect(await screen.findByText('Reject: done', {}, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Reason: Too few subjects/)).toBeInTheDocument(), LOADED);
  }, 30_000);

  it('a refusal shows the envelope message, and its field errors on the fields', async () => {
    const { dataProvider, transition } = memoryReviews(review({ state: 'submitted' }), [entry('submit', 'draft', 'submitted', 'user')]);
    transition.mockRejectedValueOnce(
      new ApiError('invalid transition fields', { status: 400, code: 40000, path: '/api/lab/reviews/1/transitions', errors: { reason: 'names no reason' } }),
    );
    // react-admin reports a failed data provider call on the console.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderReviews('/reviews/1/show', 'admin', dataProvider);
    await transitionButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    fireEvent.change(within(dialog).getByLabelText('Reason *'), { target: { value: 'Because.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('invalid transition fields', {}, LOADED)).toBeInTheDocument();
    expect(await within(dialog).findByText('names no reason')).toBeInTheDocument();
    // The dialog stays open for a correction; Cancel leaves without another call.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(transition).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalled();
    report.mockRestore();
  }, 30_000);

  it('the history names the transitions, states and fields in words, oldest first', async () => {
    const history = [entry('submit', 'draft', 'submitted', 'user'), entry('reject', 'submitted', 'rejected', 'admin', { reason: 'Too few subjects' })];
    const { dataProvider } = memoryReviews(review({ state: 'rejected', reason: 'Too few subjects' }), history);
    renderReviews('/reviews/1/show', 'user', dataProvider);
    await transitionButtons();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.MuiListItemText-primary')?.textContent)).toEqual(['Submit: Draft → Submitted', 'Reject: Submitted → Rejected']);
    const when = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(history[1].time));
    expect(items[1]).toHaveTextContent(when);
    expect(items[1]).toHaveTextContent('by Wang Lin');
    expect(items[1]).toHaveTextContent('Reason: Too few subjects');
  }, 30_000);

  it('a record without changes says so', async () => {
    const { dataProvider } = memoryReviews(review({ state: 'draft', owner: 2 }));
    renderReviews('/reviews/1/show', 'user', dataProvider);
    await transitionButtons();
    expect(screen.getByText('No changes of state yet')).toBeInTheDocument();
  }, 30_000);
});
