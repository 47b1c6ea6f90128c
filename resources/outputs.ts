import { defineResource } from './lib/schema';

/**
 * Output requests (the airlock): a grant holder asks to release a result of their analysis; an
 * admin checks it for disclosure risk, and a second admin, not the checker, releases it. A result
 * whose smallest cell counts fewer than 10 people is refused outright (the small-cell rule).
 */
export const SMALLEST_CELL = 10;

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
  workflow: {
    field: 'state',
    editableIn: ['submitted'],
    transitions: [
      { name: 'check', from: ['submitted'], to: 'checked', roles: ['admin'] },
      { name: 'release', from: ['checked'], to: 'released', roles: ['admin'], rules: [{ kind: 'notBy', transition: 'check' }] },
      { name: 'reject', from: ['submitted', 'checked'], to: 'rejected', roles: ['admin'], fields: [{ field: 'decisionNote', required: true }] },
    ],
  },
  fields: {
    title: {
      kind: 'text',
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
    smallestCell: {
      kind: 'number',
      required: true,
      integer: true,
      min: SMALLEST_CELL,
      max: 1_000_000_000,
      sort: true,
      seed: { kind: 'cycle', values: [42, 18, 130] },
    },
    owner: { kind: 'number', auto: 'owner', seed: { kind: 'const', value: 2 } },
    requester: { kind: 'text', auto: 'ownerName', filter: true, sort: true, seed: { kind: 'const', value: 'user' } },
    state: {
      kind: 'enum',
      required: true,
      values: ['submitted', 'checked', 'released', 'rejected'],
      tones: { submitted: 'info', checked: 'primary', released: 'success', rejected: 'error' },
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
        smallestCell: 'Smallest cell count',
        owner: 'Requester account',
        requester: 'Requester',
        state: 'State',
        decisionNote: "Reviewer's note",
        createdAt: 'Created',
      },
      enums: { state: { submitted: 'Submitted', checked: 'Checked', released: 'Released', rejected: 'Rejected' } },
      workflow: { check: 'Check', release: 'Release', reject: 'Reject' },
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
        smallestCell: '最小单元格计数',
        owner: '申请人账号',
        requester: '申请人',
        state: '状态',
        decisionNote: '审核意见',
        createdAt: '创建时间',
      },
      enums: { state: { submitted: '已提交', checked: '已初审', released: '已发布', rejected: '已拒绝' } },
      workflow: { check: '初审', release: '发布', reject: '拒绝' },
    },
  },
});
