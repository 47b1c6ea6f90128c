import { defineResource } from './lib/schema';

/**
 * Access grants: made by the approval of an access request (accessRequests.ts), never by hand.
 * A grant holder sees their own; admins see all, renew them with a new end date, or close them.
 * A grant past its end date reads "expired".
 */
export default defineResource({
  name: 'grants',
  endpoint: '/api/data/grants',
  icon: 'VerifiedUser',
  menu: { group: 'sharing', order: 3 },
  access: { read: ['*'], write: [] },
  seesAll: ['admin'],
  recordLabel: 'code',
  defaultSort: { field: 'expiresAt', order: 'ASC' },
  perPage: 10,
  seed: { count: 2, env: 'SEED_GRANTS' },
  workflow: {
    field: 'state',
    transitions: [
      { name: 'renew', from: ['active', 'renewed', 'expired'], to: 'renewed', roles: ['admin'], fields: [{ field: 'expiresAt', required: true }] },
      { name: 'close', from: ['active', 'renewed', 'expired'], to: 'closed', roles: ['admin'] },
    ],
  },
  fields: {
    code: {
      kind: 'text',
      auto: 'code',
      unique: true,
      filter: true,
      alwaysOn: true,
      sort: true,
      seed: { kind: 'cycle', values: ['GRNT-2026-0001', 'GRNT-2025-0007'] },
    },
    grantee: { kind: 'number', auto: 'owner', seed: { kind: 'const', value: 2 } },
    granteeName: { kind: 'text', auto: 'ownerName', filter: true, sort: true, seed: { kind: 'const', value: 'user' } },
    datasets: { kind: 'number', reference: 'datasets', multiple: true, required: true, form: false, seed: { kind: 'cycle', values: [[4, 1], [3]] } },
    request: { kind: 'number', reference: 'accessRequests', form: false, seed: { kind: 'cycle', values: [4, undefined] } },
    expiresAt: { kind: 'date', required: true, form: false, sort: true, filter: true, seed: { kind: 'cycle', values: ['2027-10-31', '2026-01-31'] } },
    state: {
      kind: 'enum',
      required: true,
      values: ['active', 'renewed', 'closed', 'expired'],
      tones: { active: 'success', renewed: 'info', closed: 'default', expired: 'warning' },
      defaultValue: 'active',
      expiry: { field: 'expiresAt', from: ['active', 'renewed'], value: 'expired' },
      filter: true,
      alwaysOn: true,
      sort: true,
      seed: { kind: 'cycle', values: ['active', 'active'] },
    },
    createdAt: { kind: 'date', auto: 'createdAt', sort: true, seed: { kind: 'pastDate', withinDays: 30 } },
  },
  messages: {
    'en-US': {
      name: 'Access grant |||| Access grants',
      menu: 'Access grants',
      fields: {
        id: 'ID',
        code: 'Grant code',
        grantee: 'Grantee account',
        granteeName: 'Grantee',
        datasets: 'Datasets',
        request: 'Request',
        expiresAt: 'Ends',
        state: 'State',
        createdAt: 'Granted',
      },
      enums: { state: { active: 'Active', renewed: 'Renewed', closed: 'Closed', expired: 'Expired' } },
      workflow: { renew: 'Renew', close: 'Close' },
    },
    'zh-CN': {
      name: '访问授权 |||| 访问授权',
      menu: '访问授权',
      fields: {
        id: 'ID',
        code: '授权编号',
        grantee: '被授权人账号',
        granteeName: '被授权人',
        datasets: '数据集',
        request: '申请',
        expiresAt: '截止日期',
        state: '状态',
        createdAt: '授权时间',
      },
      enums: { state: { active: '生效中', renewed: '已续期', closed: '已关闭', expired: '已过期' } },
      workflow: { renew: '续期', close: '关闭' },
    },
  },
});
