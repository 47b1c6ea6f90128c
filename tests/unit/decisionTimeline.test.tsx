/**
 * The timeline on an access request's decision screen: one line per entry, oldest first (the
 * request, its grant, its output), each naming its record (a link), its change in words, who took
 * it, the fields given (a sha256 shortened, whole in its title) and why the system took it; the
 * Export CSV button downloads the same lines with headers in the reader's language.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import type { TimelineEntry } from '../../resources/lib/workflow';
import { formatDateTime } from '../../src/engine/cells/formats';
import { memoryProvider, renderDecision, request, SHA } from './decisionAdmin';

const LOADED = { timeout: 15_000 };

const at = (minute: number) => `2026-10-0${1 + Math.floor(minute / 60)}T08:${String(minute % 60).padStart(2, '0')}:00.000Z`;
const line = (e: Partial<TimelineEntry> & Pick<TimelineEntry, 'transition'>, minute: number): TimelineEntry => ({
  time: at(minute),
  resource: 'accessRequests',
  recordId: 4,
  label: 'Thrombolysis outcomes by age',
  from: '',
  to: '',
  actor: 'admin',
  fields: {},
  ...e,
});
const GRANT = { resource: 'grants', recordId: 1, label: 'GRNT-2026-0001' };
const OUTPUT = { resource: 'outputs', recordId: 1, label: 'Readmission rates by age band' };

const timeline: TimelineEntry[] = [
  line({ transition: 'create', to: 'draft', actor: 'user' }, 0),
  line({ transition: 'submit', from: 'draft', to: 'submitted', actor: 'user' }, 1),
  line({ transition: 'approve', from: 'submitted', to: 'submitted', actor: 'reviewer' }, 2),
  line({ transition: 'approve', from: 'submitted', to: 'approved', fields: { accessExpiresAt: '2027-10-31', duoOverride: 'Reviewed with the custodian' } }, 3),
  line({ ...GRANT, transition: 'create', to: 'active', actor: 'user' }, 4),
  line({ ...OUTPUT, transition: 'create', to: 'submitted', actor: 'user', fields: { file: { name: 'readmission-by-age.csv', sha256: SHA } } }, 5),
  line({ ...OUTPUT, transition: 'check', from: 'submitted', to: 'checked', fields: { sha256: SHA, disclosureOverride: 'Counts are synthetic' } }, 6),
  line({ ...GRANT, transition: 'close', from: 'active', to: 'closed' }, 7),
  line({ ...OUTPUT, transition: 'hold', from: 'checked', to: 'held', actor: 'system', cause: { resource: 'grants', id: 1, transition: 'close' } }, 8),
  line(
    {
      resource: 'grants',
      recordId: 2,
      label: 'GRNT-2025-0007',
      transition: 'expire',
      from: 'active',
      to: 'expired',
      actor: 'system',
      cause: { resource: 'jobs', id: 0, transition: 'expirySweep' },
    },
    9,
  ),
];

async function items() {
  const section = await screen.findByRole('region', { name: 'Timeline' }, LOADED);
  const list = await within(section).findByRole('list', { name: 'Timeline' }, LOADED);
  return {
    section,
    items: within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list),
  };
}

describe('decision screen: the timeline', () => {
  afterEach(cleanup);

  it('shows each entry: when, which record, what, who, the fields given and the cause', async () => {
    renderDecision('/accessRequests/4/show', 'admin', memoryProvider({ records: { accessRequests: [request({ state: 'approved' })] }, timeline }));
    const { items: lines } = await items();
    expect(lines).toHaveLength(timeline.length);
    // When: the date and time in the reader's locale.
    expect(lines[0]).toHaveTextContent(formatDateTime('en-US', timeline[0].time));
    expect(within(lines[0]).getByRole('link', { name: 'Thrombolysis outcomes by age' })).toHaveAttribute('href', '/accessRequests/4/show');
    expect(lines[0]).toHaveTextContent('Access request Thrombolysis outcomes by age');
    expect(lines[0]).toHaveTextContent('Created · Draft · by user');
    expect(lines[1]).toHaveTextContent('Submit · Draft → Submitted · by user');
    // One approval of two: the state stays.
    expect(lines[2]).toHaveTextContent('Approve · stays Submitted · by reviewer');
    expect(lines[3]).toHaveTextContent('Approve · Submitted → Approved · by admin');
    expect(lines[3]).toHaveTextContent('Access until: 10/31/2027');
    expect(lines[3]).toHaveTextContent('Override reason: Reviewed with the custodian');
    expect(within(lines[4]).getByRole('link', { name: 'GRNT-2026-0001' })).toHaveAttribute('href', '/grants/1/show');
    expect(lines[4]).toHaveTextContent('Access grant GRNT-2026-0001');
    // A file's and a check's sha256: twelve characters shown, the whole in the title.
    const short = `${SHA.slice(0, 12)}…`;
    expect(lines[5]).toHaveTextContent(`Result file: readmission-by-age.csv (sha256 ${short})`);
    expect(lines[5].querySelector('abbr')).toHaveAttribute('title', SHA);
    expect(lines[6]).toHaveTextContent(`File checked (sha256): ${short}`);
    expect(within(lines[6]).getByTitle(SHA)).toHaveTextContent(short);
    expect(lines[6]).toHaveTextContent('Override reason: Counts are synthetic');
    // The system's moves: by "System", because of another record's transition or the scheduled check.
    expect(lines[8]).toHaveTextContent('Hold · Checked → Held · by System');
    expect(lines[8]).toHaveTextContent('because of “Close” on Access grant GRNT-2026-0001');
    expect(lines[9]).toHaveTextContent('Expire · Active → Expired · by System');
    expect(lines[9]).toHaveTextContent('by the scheduled expiry check');
  }, 30_000);

  it('reads in Chinese', async () => {
    renderDecision('/accessRequests/4/show', 'admin', memoryProvider({ records: { accessRequests: [request({ state: 'approved' })] }, timeline }), {
      locale: 'zh-CN',
    });
    const section = await screen.findByRole('region', { name: '时间线' }, LOADED);
    const list = await within(section).findByRole('list', { name: '时间线' }, LOADED);
    const lines = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(lines[0]).toHaveTextContent('创建');
    expect(lines[0]).toHaveTextContent(formatDateTime('zh-CN', timeline[0].time));
    expect(section).toHaveTextContent('因访问授权 GRNT-2026-0001“关闭”');
    expect(section).toHaveTextContent('由定时到期检查执行');
    expect(section).toHaveTextContent('操作人：系统');
  }, 30_000);

  describe('Export CSV', () => {
    let saved: Blob[];
    let names: string[];
    beforeEach(() => {
      saved = [];
      names = [];
      URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:timeline'));
      URL.revokeObjectURL = vi.fn();
      // jsdom does not download: the link's click is where the browser would save the file.
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        names.push(this.download);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    const exported = async () => {
      await waitFor(() => expect(saved).toHaveLength(1), LOADED);
      const text = await saved[0].text();
      return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    };

    it('downloads one line per entry, headers first, every value whole', async () => {
      renderDecision('/accessRequests/4/show', 'admin', memoryProvider({ records: { accessRequests: [request({ state: 'approved' })] }, timeline }));
      const { section } = await items();
      fireEvent.click(within(section).getByRole('button', { name: 'Export CSV' }));
      const rows = await exported();
      expect(names).toEqual(['accessRequests-4-timeline.csv']);
      expect(rows[0]).toEqual(['Time', 'Record type', 'Record', 'Change', 'From', 'To', 'By', 'Fields given', 'Cause']);
      expect(rows).toHaveLength(timeline.length + 1);
      expect(rows[1]).toEqual([timeline[0].time, 'Access request', 'Thrombolysis outcomes by age', 'Created', '', 'Draft', 'user', '', '']);
      expect(rows[4]).toEqual([
        timeline[3].time,
        'Access request',
        'Thrombolysis outcomes by age',
        'Approve',
        'Submitted',
        'Approved',
        'admin',
        'Access until: 10/31/2027; Override reason: Reviewed with the custodian',
        '',
      ]);
      expect(rows[7][7]).toBe(`File checked (sha256): ${SHA}; Override reason: Counts are synthetic`);
      expect(rows[9].slice(1, 7)).toEqual(['Output request', 'Readmission rates by age band', 'Hold', 'Checked', 'Held', 'System']);
      expect(rows[9][8]).toBe('because of “Close” on Access grant GRNT-2026-0001');
      expect(rows[10][8]).toBe('by the scheduled expiry check');
      expect(await screen.findByText('Timeline exported: 10 lines', {}, LOADED)).toBeInTheDocument();
    }, 30_000);

    it('with the headers in the reader’s language', async () => {
      renderDecision('/accessRequests/4/show', 'admin', memoryProvider({ records: { accessRequests: [request({ state: 'approved' })] }, timeline }), {
        locale: 'zh-CN',
      });
      const section = await screen.findByRole('region', { name: '时间线' }, LOADED);
      await within(section).findByRole('list', { name: '时间线' }, LOADED);
      fireEvent.click(within(section).getByRole('button', { name: '导出 CSV' }));
      const rows = await exported();
      expect(rows[0]).toEqual(['时间', '记录类型', '记录', '变更', '原状态', '新状态', '操作人', '提交的字段', '起因']);
      expect(rows[1].slice(1, 6)).toEqual(['访问申请', 'Thrombolysis outcomes by age', '创建', '', '草稿']);
    }, 30_000);
  });
});
