/**
 * The forms and the list of a declaration with a workflow (tests/fixtures/reviews.ts): the state
 * is not the form's to change (read-only on edit, absent on create, never sent), the edit screen
 * offers the transitions too, and the list filters by state.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { memoryReviews, renderReviews, review } from './workflowAdmin';

const LOADED = { timeout: 15_000 };

describe('workflow: forms and list', () => {
  afterEach(cleanup);

  it('the edit form shows the state read-only and never sends it; the transitions are offered', async () => {
    const { dataProvider, update } = memoryReviews(review({ state: 'draft', owner: 2 }));
    renderReviews('/reviews/1', 'user', dataProvider);
    const title = await screen.findByLabelText('Title *', {}, LOADED);
    await waitFor(() => expect(title).toHaveValue('Cohort review'), LOADED);
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveTextContent('Draft');
    expect(state).toHaveAttribute('aria-readonly', 'true');
    // Opening it offers nothing to choose.
    fireEvent.mouseDown(state);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();

    fireEvent.change(title, { target: { value: 'Cohort review, second round' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled(), LOADED);
    const [, { data }] = update.mock.calls[0];
    expect(data.title).toBe('Cohort review, second round');
    expect(data).not.toHaveProperty('state');
  }, 30_000);

  it('the create form leaves the state out (a record starts at its initial state)', async () => {
    const { dataProvider } = memoryReviews(review());
    renderReviews('/reviews/create', 'user', dataProvider);
    expect(await screen.findByLabelText('Title *', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Workflow actions' })).not.toBeInTheDocument();
  }, 30_000);

  it('the list filters by state with the state labels', async () => {
    const { dataProvider, getList } = memoryReviews(review({ state: 'submitted' }));
    renderReviews('/reviews', 'admin', dataProvider);
    const filter = await screen.findByRole('combobox', { name: 'State' }, LOADED);
    fireEvent.mouseDown(filter);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All', 'Draft', 'Submitted', 'Approved', 'Rejected']);
    fireEvent.click(options[2]);
    const filters = () => getList.mock.calls.map(([, params]) => params.filter);
    await waitFor(() => expect(filters()).toContainEqual({ state: 'submitted' }), LOADED);
  }, 30_000);
});
