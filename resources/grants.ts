import { MAX_ACCESS_DAYS } from './accessRequests';
import { defineResource } from './lib/schema';

/**
 * Access grants: made by the approval of an access request (accessRequests.ts), never by hand.
 * A grant holder sees their own; admins (never the grantee) renew them with a new end date and a
 * valid ethics approval, or close them. A grant past its end date reads "expired" at once, and the
 * expiry sweep makes it so. Closed or expired, its pending outputs are held; a renewal resumes them.
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
  bulk: [{ name: 'close', kind: 'transition', transition: 'close' }],
  workflow: {
    field: 'state',
    transitions: [
      // Renewed with a valid ethics approval: a new one given here, else the one the grant holds if still valid.
      {
        name: 'renew',
        from: ['active', 'renewed', 'expired'],
        to: 'renewed',
        roles: ['admin'],
        rules: [{ kind: 'notOwner' }],
        fields: [{ field: 'expiresAt', required: true, maxDaysAhead: MAX_ACCESS_DAYS }, { field: 'ethicsNumber' }, { field: 'ethicsExpiresAt' }],
        guards: [{ kind: 'dateAhead', field: 'ethicsExpiresAt' }],
        effects: [{ resource: 'outputs', via: 'grant', take: 'resume' }],
        notify: ['grantee'],
      },
      {
        name: 'close',
        from: ['active', 'renewed', 'expired'],
        to: 'closed',
        roles: ['admin'],
        rules: [{ kind: 'notOwner' }],
        effects: [{ resource: 'outputs', via: 'grant', take: 'hold' }],
        notify: ['grantee'],
      },
      // Taken by the expiry sweep once the end date has passed.
      {
        name: 'expire',
        from: ['active', 'renewed'],
        to: 'expired',
        roles: [],
        system: true,
        effects: [{ resource: 'outputs', via: 'grant', take: 'hold' }],
        notify: ['grantee'],
      },
    ],
  },
  fields: {
    code: {
      kind: 'text',
      search: true,
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
    ethicsNumber: { kind: 'text', maxLength: 40, form: false, list: false, seed: { kind: 'cycle', values: ['IRB-2026-0077', 'IRB-2025-0931'] } },
    ethicsExpiresAt: { kind: 'date', form: false, list: false, seed: { kind: 'cycle', values: ['2028-01-31', '2027-03-31'] } },
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
        ethicsNumber: 'Ethics approval number',
        ethicsExpiresAt: 'Ethics approval expires',
        state: 'State',
        createdAt: 'Granted',
      },
      enums: { state: { active: 'Active', renewed: 'Renewed', closed: 'Closed', expired: 'Expired' } },
      bulk: { close: 'Close' },
      workflow: { renew: 'Renew', close: 'Close', expire: 'Expire' },
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
        ethicsNumber: '伦理批件号',
        ethicsExpiresAt: '伦理批件有效期至',
        state: '状态',
        createdAt: '授权时间',
      },
      enums: { state: { active: '生效中', renewed: '已续期', closed: '已关闭', expired: '已过期' } },
      bulk: { close: '关闭' },
      workflow: { renew: '续期', close: '关闭', expire: '到期' },
    },
  },
});
