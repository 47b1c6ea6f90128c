import { defineResource } from './lib/schema';

/**
 * Invitation codes (contract "Authentication"): a phone number that is not registered yet signs
 * in only with a valid, unused code and becomes a `user`. Admins create codes (the server picks
 * the code), list and revoke them; signing in with a code marks it used (fake-api/features/phoneAuth.ts).
 * An active code past its expiry reads "expired".
 */

export const INVITATION_STATES = ['active', 'used', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** Demo codes of a fresh store (README "Phone sign-in"): three usable ones, then one of each other state. */
export const DEMO_INVITATION_CODES = ['DEMO-2026-0001', 'DEMO-2026-0002', 'DEMO-2026-0003'] as const;
const SEED_CODES = [...DEMO_INVITATION_CODES, 'USED-2026-0001', 'EXPD-2026-0001', 'RVKD-2026-0001'];
const FAR_FUTURE = '2099-12-31T23:59:59.000Z';

export default defineResource({
  name: 'invitations',
  endpoint: '/api/v1/invitations',
  icon: 'Key',
  menu: { group: 'admin', order: 1 },
  access: { read: ['admin'], write: ['admin'] },
  recordLabel: 'code',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  perPage: 20,
  seed: { count: SEED_CODES.length },
  bulk: [{ name: 'revoke', kind: 'set', field: 'state', value: 'revoked' }],
  fields: {
    code: { kind: 'text', search: true, auto: 'code', unique: true, filter: true, alwaysOn: true, sort: true, seed: { kind: 'cycle', values: SEED_CODES } },
    note: {
      kind: 'text',
      maxLength: 100,
      filter: true,
      seed: {
        kind: 'cycle',
        values: ['Demo: register a new phone', 'Demo: register a new phone', 'Demo: end-to-end tests', 'Radiology team', 'Pilot site', 'Sent by mistake'],
      },
    },
    state: {
      kind: 'enum',
      required: true,
      values: INVITATION_STATES,
      tones: { active: 'success', used: 'info', expired: 'warning', revoked: 'default' },
      defaultValue: 'active',
      // Admins may only revoke an active code; "used" is set by sign-in, "expired" by the clock.
      transitions: { active: ['revoked'] },
      expiry: { field: 'expiresAt', from: ['active'], value: 'expired' },
      filter: true,
      alwaysOn: true,
      sort: true,
      seed: { kind: 'cycle', values: ['active', 'active', 'active', 'used', 'active', 'revoked'] },
    },
    expiresAt: {
      kind: 'date',
      required: true,
      filter: true,
      sort: true,
      seed: { kind: 'cycle', values: [FAR_FUTURE, FAR_FUTURE, FAR_FUTURE, FAR_FUTURE, '2026-01-01T00:00:00.000Z', FAR_FUTURE] },
    },
    /** The masked phone number that signed up with the code. */
    usedBy: {
      kind: 'text',
      form: false,
      maxLength: 20,
      seed: { kind: 'cycle', values: [undefined, undefined, undefined, '139****0003', undefined, undefined] },
    },
    usedAt: {
      kind: 'date',
      form: false,
      sort: true,
      seed: { kind: 'cycle', values: [undefined, undefined, undefined, '2026-10-20T08:30:00.000Z', undefined, undefined] },
    },
    createdAt: { kind: 'date', auto: 'createdAt', sort: true, filter: true, seed: { kind: 'pastDate', withinDays: 90 } },
  },
  messages: {
    'en-US': {
      name: 'Invitation code |||| Invitation codes',
      menu: 'Invitation codes',
      fields: {
        id: 'ID',
        code: 'Code',
        note: 'Note',
        state: 'State',
        expiresAt: 'Expires at',
        usedBy: 'Used by',
        usedAt: 'Used at',
        createdAt: 'Created at',
      },
      enums: { state: { active: 'Active', used: 'Used', expired: 'Expired', revoked: 'Revoked' } },
      bulk: { revoke: 'Revoke' },
    },
    'zh-CN': {
      name: '邀请码 |||| 邀请码',
      menu: '邀请码',
      fields: {
        id: 'ID',
        code: '邀请码',
        note: '备注',
        state: '状态',
        expiresAt: '过期时间',
        usedBy: '使用者',
        usedAt: '使用时间',
        createdAt: '创建时间',
      },
      enums: { state: { active: '可用', used: '已使用', expired: '已过期', revoked: '已作废' } },
      bulk: { revoke: '作废' },
    },
  },
});
