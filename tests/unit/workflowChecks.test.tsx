/**
 * What the declared checks find, said where the record is read and where it is written
 * (src/engine/checks): the conflicts, and the fields a dataset's use conditions ask for and the
 * request leaves empty ("Dataset … is marked IRB: fill in …"), in both locales; on a form, as the
 * values are typed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { memoryApi, renderGovernance, REVIEWER, USER } from './workflowGovernanceAdmin';

const LOADED = { timeout: 15_000 };

const datasets = [
  { id: 1, title: 'Cardiology registry', state: 'published', sensitivity: 'internal', duoCodes: ['HMB'] },
  { id: 4, title: 'Stroke thrombolysis trial', state: 'published', sensitivity: 'internal', duoCodes: ['HMB', 'IRB'] },
  { id: 6, title: 'Breast cancer pathology', state: 'published', sensitivity: 'internal', duoCodes: ['HMB', 'PUB'] },
];
const request = {
  id: 7,
  title: 'Polygenic risk',
  purpose: 'generalResearch',
  datasets: [1, 4, 6],
  owner: USER.userId,
  state: 'submitted',
  ethicsNumber: 'IRB-1',
};

describe('the checks’ findings', () => {
  afterEach(cleanup);

  it('on the record: its conflicts, and each requirement its datasets make and it leaves unmet', async () => {
    const api = memoryApi({ datasets, accessRequests: [request] });
    renderGovernance('/accessRequests/7/show', REVIEWER, api.dataProvider);
    expect(await screen.findByText("The purpose conflicts with a dataset's use conditions", {}, LOADED)).toBeInTheDocument();
    expect(await screen.findByText('Still to give before a decision', {}, LOADED)).toBeInTheDocument();
    expect(
      screen.getByText('Dataset “Stroke thrombolysis trial” is marked IRB – ethics approval required: fill in “Ethics approval expires”'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Dataset “Breast cancer pathology” is marked PUB – publication required: tick “We commit to publishing the results”'),
    ).toBeInTheDocument();
  }, 30_000);

  it('in Chinese', async () => {
    const api = memoryApi({ datasets, accessRequests: [{ ...request, ethicsNumber: undefined }] });
    renderGovernance('/accessRequests/7/show', REVIEWER, api.dataProvider, 'zh-CN');
    expect(await screen.findByText('作出决定前仍须补充', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('数据集“Stroke thrombolysis trial”标记为 IRB – 须伦理审批：请填写“伦理批件号”和“伦理批件有效期至”')).toBeInTheDocument();
    expect(screen.getByText('数据集“Breast cancer pathology”标记为 PUB – 须公开发表：请勾选“承诺公开发表研究结果”')).toBeInTheDocument();
  }, 30_000);

  it('nothing is said when every requirement is met and nothing conflicts', async () => {
    const met = { ...request, purpose: 'diseaseSpecific', datasets: [4], ethicsExpiresAt: '2099-01-01' };
    const api = memoryApi({ datasets, accessRequests: [met] });
    renderGovernance('/accessRequests/7/show', REVIEWER, api.dataProvider);
    await screen.findByRole('heading', { name: 'History' }, LOADED);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), LOADED);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);

  it('on a form, as the values stand: filling in what is asked for takes it off', async () => {
    const api = memoryApi({ datasets });
    renderGovernance('/accessRequests/create', USER, api.dataProvider);
    const both = 'Dataset “Stroke thrombolysis trial” is marked IRB – ethics approval required: fill in “Ethics approval number” and “Ethics approval expires”';
    expect(await screen.findByText(both, {}, LOADED)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Ethics approval number'), { target: { value: 'IRB-2026-0142' } });
    expect(
      await screen.findByText('Dataset “Stroke thrombolysis trial” is marked IRB – ethics approval required: fill in “Ethics approval expires”', {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByText(both)).not.toBeInTheDocument();
  }, 30_000);
});
