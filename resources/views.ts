import { defineResource } from './lib/schema';

const ONLINE_POLICIES = new URLSearchParams({ filter: JSON.stringify({ status: 'online' }), sort: 'createdTime', order: 'DESC' }).toString();

/**
 * Saved list views: a named list state (filters, sort, columns, density as a URL query) of one
 * resource. Per user: each operator sees and changes only their own (`auto: 'owner'`).
 */
export default defineResource({
  name: 'views',
  endpoint: '/api/views',
  trash: true,
  icon: 'Tune',
  purpose: 'savedViews',
  access: { read: ['*'], write: ['*'] },
  recordLabel: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  perPage: 10,
  formMode: 'drawer',
  persist: ['sort', 'perPage'],
  seed: { count: 2, env: 'SEED_VIEWS' },
  fields: {
    name: {
      kind: 'text',
      search: true,
      required: true,
      maxLength: 60,
      filter: true,
      alwaysOn: true,
      sort: true,
      seed: { kind: 'const', value: 'Online policies' },
    },
    resource: {
      kind: 'text',
      required: true,
      maxLength: 40,
      pattern: { source: '[a-zA-Z][a-zA-Z0-9_-]*', messageKey: 'resources.views.validation.resource' },
      filter: true,
      alwaysOn: true,
      sort: true,
      seed: { kind: 'const', value: 'policies' },
    },
    state: { kind: 'longtext', required: true, maxLength: 2000, list: false, seed: { kind: 'const', value: ONLINE_POLICIES } },
    owner: { kind: 'number', auto: 'owner', seed: { kind: 'cycle', values: [1, 2] } },
  },
  messages: {
    'en-US': {
      name: 'View |||| Views',
      menu: 'Saved views',
      fields: { id: 'ID', name: 'Name', resource: 'List', state: 'State (URL query)', owner: 'Owner' },
      validation: { resource: 'Must be a resource name (letters, digits, _ and -)' },
    },
    'zh-CN': {
      name: '视图 |||| 视图',
      menu: '已保存的视图',
      fields: { id: 'ID', name: '名称', resource: '列表', state: '状态（URL 查询）', owner: '所有者' },
      validation: { resource: '必须是资源名称（字母、数字、_ 和 -）' },
    },
  },
});
