import { defineResource } from './lib/schema';

/**
 * Output requests (the airlock): a grant holder asks to release a result of their analysis; an
 * admin other than the requester checks it, seeing the disclosure report the server computed from
 * the file, and a second admin, not the checker, releases exactly the file that was checked. Both
 * only under a live grant: a grant closed or expired holds its pending outputs, a renewal resumes them.
 */
export default defineResource({
  name: 'outputs',
  endpoint: '/api/data/outputs',
  icon: 'Outbox',
  menu: { group: 'sharing', order: 4 },
  access: { read: ['*'], write: ['*'] },
  seesAll: ['admin'],
  recordLabel: 'title',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  perPage: 10,
  seed: { count: 3, env: 'SEED_OUTPUTS' },
  // ACRO's rules: counts of at least 10 (20 from a core dataset), no zeros, dominance and p-ratio on magnitudes.
  disclosure: {
    file: 'file',
    magnitude: 'magnitudeColumns',
    notCounts: 'notCountColumns',
    summary: 'disclosure',
    threshold: 10,
    raise: { path: ['grant', 'datasets'], field: 'sensitivity', thresholds: { core: 20 } },
  },
  retired: ['smallestCell'],
  bulk: [
    { name: 'reject', kind: 'transition', transition: 'reject' },
    { name: 'delete', kind: 'delete' },
  ],
  workflow: {
    field: 'state',
    editableIn: ['submitted'],
    notifyOnCreate: ['role:admin'],
    transitions: [
      {
        name: 'check',
        from: ['submitted'],
        to: 'checked',
        roles: ['admin'],
        rules: [{ kind: 'notOwner' }],
        guards: [
          { kind: 'reference', field: 'grant', states: ['active', 'renewed'] },
          { kind: 'pinnedFile', field: 'file' },
          { kind: 'disclosure', override: 'disclosureOverride', confirm: 'manualCheck' },
        ],
        notify: ['owner'],
      },
      {
        name: 'release',
        from: ['checked'],
        to: 'released',
        roles: ['admin'],
        rules: [{ kind: 'notOwner' }, { kind: 'notBy', transition: 'check' }],
        guards: [
          { kind: 'reference', field: 'grant', states: ['active', 'renewed'] },
          { kind: 'pinnedFile', field: 'file', since: 'check' },
        ],
        notify: ['owner'],
      },
      {
        name: 'reject',
        from: ['submitted', 'checked', 'held'],
        to: 'rejected',
        roles: ['admin'],
        rules: [{ kind: 'notOwner' }],
        fields: [{ field: 'decisionNote', required: true }],
        notify: ['owner'],
      },
      // Taken as effects of the grant's: closed or expired, held; renewed, back for a fresh check.
      { name: 'hold', from: ['submitted', 'checked'], to: 'held', roles: [], system: true, notify: ['owner'] },
      { name: 'resume', from: ['held'], to: 'submitted', roles: [], system: true, notify: ['owner'] },
    ],
  },
  fields: {
    title: {
      kind: 'text',
      search: true,
      required: true,
      maxLength: 120,
      filter: true,
      alwaysOn: true,
      sort: true,
      seed: { kind: 'cycle', values: ['Readmission rates by age band', 'Kaplan–Meier curve, 5-year survival', 'Thrombolysis outcomes table'] },
    },
    // Released only from a grant its holder still has: their own, active or renewed, not lapsed.
    grant: {
      kind: 'number',
      reference: 'grants',
      choose: { own: true, states: ['active', 'renewed'] },
      required: true,
      seed: { kind: 'cycle', values: [1, 1, 2] },
    },
    file: {
      kind: 'file',
      required: true,
      accept: ['csv', 'png', 'jpeg'],
      maxBytes: 5 * 1024 * 1024,
      list: false,
      seed: {
        kind: 'file',
        files: [
          { name: 'readmission-by-age.csv', text: 'age_band,patients,readmitted_30d\n18-44,412,37\n45-64,958,121\n65+,1377,242\n' },
          { name: 'survival-5y.csv', text: 'month,at_risk,survival\n0,240,1.00\n12,201,0.88\n36,148,0.71\n60,112,0.62\n' },
          { name: 'thrombolysis-outcomes.csv', text: 'outcome,treated,control\ngood recovery,130,96\ndisability,54,71\n' },
        ],
      },
    },
    description: {
      kind: 'longtext',
      required: true,
      maxLength: 1000,
      list: false,
      seed: { kind: 'const', value: 'Aggregate table produced inside the trusted research environment.' },
    },
    // Marked at upload: which columns are sums or means, which integer columns are not counts.
    magnitudeColumns: { kind: 'text', maxLength: 500, list: false, seed: { kind: 'cycle', values: [undefined, undefined, undefined] } },
    notCountColumns: { kind: 'text', maxLength: 500, list: false, seed: { kind: 'cycle', values: [undefined, 'month', undefined] } },
    // Set by the server from the file (the full report: GET <endpoint>/:id/disclosure).
    disclosure: {
      kind: 'enum',
      values: ['passed', 'failed', 'manual'],
      tones: { passed: 'success', failed: 'error', manual: 'warning' },
      form: false,
      filter: true,
      seed: { kind: 'cycle', values: ['passed', 'passed', 'passed'] },
    },
    owner: { kind: 'number', auto: 'owner', seed: { kind: 'const', value: 2 } },
    requester: { kind: 'text', auto: 'ownerName', filter: true, sort: true, seed: { kind: 'const', value: 'user' } },
    state: {
      kind: 'enum',
      required: true,
      values: ['submitted', 'checked', 'released', 'rejected', 'held'],
      tones: { submitted: 'info', checked: 'primary', released: 'success', rejected: 'error', held: 'warning' },
      defaultValue: 'submitted',
      filter: true,
      alwaysOn: true,
      sort: true,
      seed: { kind: 'cycle', values: ['submitted', 'released', 'rejected'] },
    },
    decisionNote: {
      kind: 'longtext',
      maxLength: 1000,
      form: false,
      list: false,
      seed: { kind: 'cycle', values: [undefined, undefined, 'A cell of the age table is dominated by one site.'] },
    },
    createdAt: { kind: 'date', auto: 'createdAt', sort: true, filter: true, seed: { kind: 'pastDate', withinDays: 20 } },
  },
  messages: {
    'en-US': {
      name: 'Output request |||| Output requests',
      menu: 'Output requests',
      fields: {
        id: 'ID',
        title: 'Title',
        grant: 'Grant',
        file: 'Result file',
        description: 'Description',
        magnitudeColumns: 'Magnitude columns (sums, means)',
        notCountColumns: 'Integer columns that are not counts',
        disclosure: 'Disclosure check',
        owner: 'Requester account',
        requester: 'Requester',
        state: 'State',
        decisionNote: "Reviewer's note",
        createdAt: 'Created',
      },
      enums: {
        state: { submitted: 'Submitted', checked: 'Checked', released: 'Released', rejected: 'Rejected', held: 'Held' },
        disclosure: { passed: 'Passed', failed: 'Failed', manual: 'Manual check' },
      },
      bulk: { reject: 'Reject', delete: 'Delete' },
      workflow: { check: 'Check', release: 'Release', reject: 'Reject', hold: 'Hold', resume: 'Resume' },
    },
    'zh-CN': {
      name: '产出申请 |||| 产出申请',
      menu: '产出申请',
      fields: {
        id: 'ID',
        title: '标题',
        grant: '授权',
        file: '结果文件',
        description: '说明',
        magnitudeColumns: '量值列（合计、均值）',
        notCountColumns: '非计数的整数列',
        disclosure: '披露检查',
        owner: '申请人账号',
        requester: '申请人',
        state: '状态',
        decisionNote: '审核意见',
        createdAt: '创建时间',
      },
      enums: {
        state: { submitted: '已提交', checked: '已初审', released: '已发布', rejected: '已拒绝', held: '已暂停' },
        disclosure: { passed: '通过', failed: '未通过', manual: '人工检查' },
      },
      bulk: { reject: '拒绝', delete: '删除' },
      workflow: { check: '初审', release: '发布', reject: '拒绝', hold: '暂停', resume: '恢复' },
    },
  },
});
