import { defineResource } from './lib/schema';

/**
 * docs/product.md §3 "Service card": analysis services an operator opens, cancels or renews (states opened,
 * expired; `expires` empty means no end date). Any role may change them: the card list is open
 * to every role.
 */
export default defineResource({
  name: 'services',
  endpoint: '/api/list/the-service',
  trash: true,
  icon: 'Cards',
  listPath: '/list/card',
  access: { read: ['*'], write: ['*'] },
  recordLabel: 'title',
  defaultSort: { field: 'title', order: 'ASC' },
  perPage: 20,
  seed: { count: 4, env: 'SEED_SERVICES' },
  fields: {
    icon: {
      kind: 'enum',
      required: true,
      values: ['funnel', 'distribution', 'resource', 'portrait'],
      defaultValue: 'funnel',
      list: false,
      seed: { kind: 'cycle', values: ['funnel', 'distribution', 'resource', 'portrait'] },
    },
    title: {
      kind: 'text',
      search: true,
      required: true,
      maxLength: 40,
      filter: true,
      alwaysOn: true,
      sort: true,
      seed: { kind: 'cycle', values: ['Cohort funnel analysis', 'Patient distribution', 'Imaging resource distribution', 'Patient portrait analysis'] },
    },
    description: {
      kind: 'text',
      maxLength: 200,
      seed: {
        kind: 'cycle',
        values: [
          'Follows a cohort from screening to enrolment and shows where patients drop out.',
          'Maps patients by region, age and department for capacity planning.',
          'Routes imaging studies to the partner sites entitled to them.',
          'Builds de-identified patient profiles from records, labs and imaging.',
        ],
      },
    },
    enable: { kind: 'boolean', required: true, defaultValue: false, filter: true, seed: { kind: 'cycle', values: [true, true, false, true] } },
    actionType: { kind: 'enum', required: true, values: ['button'], defaultValue: 'button', list: false, seed: { kind: 'const', value: 'button' } },
    expires: { kind: 'date', sort: true, seed: { kind: 'cycle', values: [null, '2026-06-30T16:00:00.000Z', null, '2027-12-31T16:00:00.000Z'] } },
    // Field-level roles: operators' notes for admins only, never sent to a `user` (list, filter, sort, show, form, export, API).
    internalNote: {
      kind: 'text',
      maxLength: 200,
      filter: true,
      sort: true,
      access: { read: ['admin'], write: ['admin'] },
      seed: { kind: 'cycle', values: ['Contract renewal pending', '', 'Partner site audit due', ''] },
    },
  },
  messages: {
    'en-US': {
      name: 'Service |||| Services',
      menu: 'Services',
      fields: {
        id: 'ID',
        icon: 'Icon',
        title: 'Title',
        description: 'Description',
        enable: 'Opened',
        actionType: 'Action type',
        expires: 'Expires',
        internalNote: 'Internal note',
      },
      enums: {
        icon: { funnel: 'Funnel', distribution: 'Distribution', resource: 'Resource', portrait: 'Portrait' },
        actionType: { button: 'Button' },
      },
    },
    'zh-CN': {
      name: '服务 |||| 服务',
      menu: '服务',
      fields: {
        id: 'ID',
        icon: '图标',
        title: '标题',
        description: '描述',
        enable: '已开通',
        actionType: '操作类型',
        expires: '到期时间',
        internalNote: '内部备注',
      },
      enums: {
        icon: { funnel: '漏斗', distribution: '分布', resource: '资源', portrait: '画像' },
        actionType: { button: '按钮' },
      },
    },
  },
});
