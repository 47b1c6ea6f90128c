import { defineResource } from './lib/schema';

/**
 * The operation log (contract "Server hardening"): who did what, to which record, with what
 * result. Admins read it; nobody writes it (the API appends, fake-api/audit.ts). Not the
 * profile's parameter log (resources/logs.ts).
 */
export default defineResource({
  name: 'audit',
  endpoint: '/api/audit/log',
  icon: 'Description',
  menu: { group: 'admin', order: 9 },
  purpose: 'operationLog',
  // Written by the API, never changed: no revisions to keep.
  history: false,
  access: { read: ['admin'], write: [] },
  recordLabel: 'action',
  defaultSort: { field: 'time', order: 'DESC' },
  perPage: 20,
  seed: { count: 0 },
  fields: {
    time: { kind: 'date', filter: true, alwaysOn: true, sort: true, form: false },
    actor: { kind: 'text', filter: true, alwaysOn: true, sort: true, form: false },
    role: { kind: 'enum', values: ['admin', 'user'], filter: true, form: false },
    action: { kind: 'text', filter: true, alwaysOn: true, sort: true, form: false },
    resource: { kind: 'text', filter: true, form: false },
    recordId: { kind: 'text', form: false },
    result: {
      kind: 'enum',
      values: ['success', 'failure', 'denied'],
      tones: { success: 'success', failure: 'warning', denied: 'error' },
      filter: true,
      alwaysOn: true,
      form: false,
    },
    code: { kind: 'number', form: false },
  },
  messages: {
    'en-US': {
      name: 'Operation log entry |||| Operation log',
      menu: 'Operation log',
      fields: {
        id: 'ID',
        time: 'Time',
        actor: 'Actor',
        role: 'Role',
        action: 'Action',
        resource: 'Resource',
        recordId: 'Record',
        result: 'Result',
        code: 'Code',
      },
      enums: { role: { admin: 'Admin', user: 'User' }, result: { success: 'Success', failure: 'Failure', denied: 'Denied' } },
    },
    'zh-CN': {
      name: '操作日志 |||| 操作日志',
      menu: '操作日志',
      fields: { id: 'ID', time: '时间', actor: '操作人', role: '角色', action: '操作', resource: '资源', recordId: '记录', result: '结果', code: '代码' },
      enums: { role: { admin: '管理员', user: '普通用户' }, result: { success: '成功', failure: '失败', denied: '拒绝' } },
    },
  },
});
