/**
 * A refused transition is said in the reader's language (src/engine/workflow/refusalMessage.ts):
 * one sentence per reason the API gives, with the declarations' labels for the fields, records
 * and states it names, in en-US and zh-CN; on screen as the notification, and on the dialog's
 * field when the refusal names one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../dataProvider/errors';
import type { RefusalData } from '../../resources/lib/workflow';
import { refusalMessage } from '../../src/engine/workflow';
import { createI18nProvider } from '../../src/i18n';
import { declarations } from '../../src/registry/declarations';
import { memoryApi, renderGovernance, REVIEWER, storedFile, USER } from './workflowGovernanceAdmin';

const LOADED = { timeout: 15_000 };
const declOf = (name: string) => declarations.find((d) => d.name === name)!;

function sayer(locale: 'en-US' | 'zh-CN') {
  localStorage.setItem('arco-locale', locale);
  const { translate } = createI18nProvider(declarations);
  return (resource: string, refusal: RefusalData, transition?: string) =>
    refusalMessage(refusal, {
      decl: declOf(resource),
      declarationOf: (name) => declarations.find((d) => d.name === name),
      transition: declOf(resource).workflow!.transitions.find((t) => t.name === transition),
      translate,
      locale,
      fallback: 'the API said no',
    });
}

/** [resource, refusal, transition taken, en-US, zh-CN] */
const CASES: [string, RefusalData, string | undefined, string, string][] = [
  ['accessRequests', { why: 'role' }, 'approve', 'Your role may not take this step', '您的角色不能执行此操作'],
  ['outputs', { why: 'system' }, 'hold', 'Only the system takes this step', '此操作只能由系统执行'],
  ['accessRequests', { why: 'owner' }, 'submit', 'Only the owner of the record may take this step', '只有记录的所有者才能执行此操作'],
  ['accessRequests', { why: 'notOwner' }, 'approve', 'You cannot decide on your own request', '您不能审批自己的申请'],
  [
    'outputs',
    { why: 'notBy', transition: 'check' },
    'release',
    'You took the step before (Check): another admin takes this one',
    '上一步（初审）由您执行，此步须由另一位管理员执行',
  ],
  ['accessRequests', { why: 'quorum' }, 'approve', 'You have approved already; a second admin must approve', '您已批准过，须由第二位管理员批准'],
  ['accessRequests', { why: 'past', field: 'ethicsExpiresAt' }, 'approve', 'The date “Ethics approval expires” has passed', '日期“伦理批件有效期至”已过'],
  [
    'grants',
    { why: 'dateAhead', field: 'ethicsExpiresAt' },
    'renew',
    '“Ethics approval expires” must be a date still ahead',
    '“伦理批件有效期至”必须是今天之后的日期',
  ],
  [
    'accessRequests',
    { why: 'conflict', field: 'duoOverride' },
    'approve',
    'A conflict: give a reason to decide despite it',
    '检查发现冲突：如仍要决定，请填写理由',
  ],
  [
    'accessRequests',
    { why: 'requires', field: 'ethicsNumber' },
    'approve',
    "“Ethics approval number” must be filled in: a dataset's use conditions ask for it",
    '须填写“伦理批件号”：数据集的使用条件要求此项',
  ],
  ['outputs', { why: 'manual', field: 'manualCheck' }, 'check', 'The image is checked by eye: confirm that you looked at it', '图片须人工检查：请确认您已查看'],
  [
    'outputs',
    { why: 'disclosure', field: 'disclosureOverride' },
    'check',
    'Disclosure rules fail: give a reason to decide despite them',
    '披露规则未通过：如仍要决定，请填写理由',
  ],
  ['outputs', { why: 'fileUnseen', field: 'file' }, 'check', 'Look at the file before deciding', '请先查看文件再作决定'],
  ['outputs', { why: 'fileChanged', field: 'file' }, 'check', 'The file changed since you looked at it: look again', '您查看之后文件已更改：请重新查看'],
  [
    'outputs',
    { why: 'fileChanged', field: 'file', transition: 'check' },
    'release',
    'The file changed since “Check”: it must be checked again',
    '“初审”之后文件已更改：须重新检查',
  ],
  ['outputs', { why: 'noFile' }, 'check', 'The record has no file to check', '记录没有可检查的文件'],
  [
    'outputs',
    { why: 'reference', field: 'grant', resource: 'grants', state: 'closed' },
    'release',
    'Grant is “Closed”: it must be “Active” or “Renewed”',
    '授权的状态为“已关闭”，须为“生效中”或“已续期”',
  ],
  ['outputs', { why: 'reference', field: 'grant', resource: 'grants', state: 'expired' }, undefined, 'Grant is “Expired”', '授权的状态为“已过期”'],
  [
    'outputs',
    { why: 'reference', field: 'grant', resource: 'grants', state: 'missing' },
    'check',
    'Grant names a record that no longer exists',
    '授权引用的记录已不存在',
  ],
  ['accessRequests', { why: 'state', state: 'rejected' }, 'approve', 'The record is “Rejected” now', '记录当前为“已拒绝”'],
  ['accessRequests', { why: 'somethingNew' }, 'approve', 'the API said no', 'the API said no'],
];

describe('refusals in the reader’s language', () => {
  for (const locale of ['en-US', 'zh-CN'] as const)
    it(`each reason has its sentence in ${locale}`, () => {
      const say = sayer(locale);
      const said = CASES.map(([resource, refusal, transition]) => say(resource, refusal, transition));
      expect(said).toEqual(CASES.map((c) => (locale === 'en-US' ? c[3] : c[4])));
    });
});

/** An error as the HTTP client throws it, with the envelope's refusal kept under `body`. */
const refused = (status: number, code: number, msg: string, refusal: RefusalData, errors?: Record<string, string>) =>
  Object.assign(new ApiError(msg, { status, code, path: '/api/data/x/1/transitions', errors }), { body: { errors, refusal } });

const request = { id: 7, title: 'Readmission after heart failure', datasets: [], purpose: 'diseaseSpecific', owner: USER.userId, state: 'submitted' };
const output = { id: 5, title: 'Readmission rates', grant: 1, file: storedFile('r.csv'), disclosure: 'passed', owner: USER.userId, state: 'submitted' };
const grant = { id: 1, code: 'GRNT-2026-0001', grantee: USER.userId, state: 'active', expiresAt: '2099-01-01', ethicsExpiresAt: '2020-01-01' };

async function loaded() {
  await screen.findByRole('group', { name: /Workflow actions|流程操作/ }, LOADED);
}

describe('refusals on screen', () => {
  afterEach(cleanup);

  for (const [locale, expected] of [
    ['en-US', 'You cannot decide on your own request'],
    ['zh-CN', '您不能审批自己的申请'],
  ] as const)
    it(`a refusal is notified in ${locale}, not in the API's English`, async () => {
      const api = memoryApi({ accessRequests: [request] }, {}, REVIEWER);
      api.transition.mockRejectedValueOnce(refused(403, 40300, 'cannot startReview: the owner of the record may not decide on it', { why: 'notOwner' }));
      const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderGovernance('/accessRequests/7/show', REVIEWER, api.dataProvider, locale);
      await loaded();
      fireEvent.click(screen.getByRole('button', { name: locale === 'en-US' ? 'Start review' : '开始审核' }));
      expect(await screen.findByText(expected, {}, LOADED)).toBeInTheDocument();
      expect(screen.queryByText(/owner of the record may not decide/)).not.toBeInTheDocument();
      report.mockRestore();
    }, 30_000);

  it('taken at once and refused for want of an override (the report changed meanwhile): the dialog opens to ask for it', async () => {
    const api = memoryApi({ datasets: [], grants: [grant], outputs: [output] }, {}, REVIEWER);
    api.transition.mockRejectedValueOnce(
      refused(
        400,
        40000,
        'cannot check: disclosure rules fail',
        { why: 'disclosure', field: 'disclosureOverride' },
        { disclosureOverride: 'a reason is required' },
      ),
    );
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGovernance('/outputs/5/show', REVIEWER, api.dataProvider);
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check' }, LOADED);
    expect(screen.getByText('Disclosure rules fail: give a reason to decide despite them')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason to decide despite the failing disclosure rules *'), { target: { value: 'Checked by hand' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.transition).toHaveBeenCalledTimes(2), LOADED);
    expect(api.transition.mock.calls[1][1].fields).toEqual({ disclosureOverride: 'Checked by hand', sha256: 'ab'.repeat(32) });
    report.mockRestore();
  }, 30_000);

  it('a refusal naming a field of the dialog is said on that field, in words', async () => {
    const api = memoryApi({ datasets: [], grants: [grant] }, {}, REVIEWER);
    api.transition.mockRejectedValueOnce(
      refused(
        400,
        40000,
        'cannot renew: ethicsExpiresAt must be a date still ahead',
        { why: 'dateAhead', field: 'ethicsExpiresAt' },
        { ethicsExpiresAt: 'ethicsExpiresAt must be a date still ahead' },
      ),
    );
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGovernance('/grants/1/show', REVIEWER, api.dataProvider);
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew' });
    const ahead = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 16);
    fireEvent.change(within(dialog).getByLabelText('Ends *'), { target: { value: ahead } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const sentence = '“Ethics approval expires” must be a date still ahead';
    await waitFor(() => expect(within(dialog).getByText(sentence)).toBeInTheDocument(), LOADED);
    expect(within(dialog).getByLabelText('Ethics approval expires')).toHaveAttribute('aria-invalid', 'true');
    report.mockRestore();
  }, 30_000);
});
