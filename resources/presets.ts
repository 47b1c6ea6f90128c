import { defineResource } from './lib/schema';

/**
 * docs/product.md §3 "Rules preset": content rules switched on or off from the card list. Any role may
 * switch them: the card list is open to every role.
 */
export default defineResource({
  name: 'presets',
  endpoint: '/api/list/rules-preset',
  trash: true,
  icon: 'Tune',
  listPath: '/list/card',
  access: { read: ['*'], write: ['*'] },
  recordLabel: 'title',
  defaultSort: { field: 'title', order: 'ASC' },
  perPage: 20,
  seed: { count: 6, env: 'SEED_PRESETS' },
  fields: {
    title: {
      kind: 'text',
      search: true,
      required: true,
      maxLength: 40,
      filter: true,
      alwaysOn: true,
      sort: true,
      seed: {
        kind: 'cycle',
        values: [
          'Identifier masking rule',
          'Priority review rule',
          'Rare disease weighting rule',
          'Partner distribution rule',
          'Prohibited content detection',
          'Multilingual symbol recognition',
        ],
      },
    },
    description: {
      kind: 'text',
      maxLength: 200,
      seed: {
        kind: 'cycle',
        values: [
          'Masks names, phone numbers and record numbers before data leaves the hospital.',
          'Puts urgent studies at the top of the review queue.',
          'Gives rare disease cases more weight when cohorts are sampled.',
          'Shares approved data sets with partner sites by agreement.',
          'Flags images and texts that must not be shared.',
          'Reads symbols and text in several languages on scanned documents.',
        ],
      },
    },
    enable: { kind: 'boolean', required: true, defaultValue: false, filter: true, seed: { kind: 'cycle', values: [true, true, false, true, false, false] } },
    actionType: { kind: 'enum', required: true, values: ['switch'], defaultValue: 'switch', list: false, seed: { kind: 'const', value: 'switch' } },
  },
  messages: {
    'en-US': {
      name: 'Rules preset |||| Rules presets',
      menu: 'Rules presets',
      fields: { id: 'ID', title: 'Title', description: 'Description', enable: 'Enabled', actionType: 'Action type' },
      enums: { actionType: { switch: 'Switch' } },
    },
    'zh-CN': {
      name: '规则预置 |||| 规则预置',
      menu: '规则预置',
      fields: { id: 'ID', title: '标题', description: '描述', enable: '已启用', actionType: '操作类型' },
      enums: { actionType: { switch: '开关' } },
    },
  },
});
