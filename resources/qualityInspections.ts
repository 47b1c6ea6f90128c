import { defineResource } from './lib/schema';

/**
 * docs/product.md §3 "Quality inspection card": the card list's inspection queues. The card's `data`
 * (label/value pairs) is kept as three typed figures, so labels follow the reader's locale.
 * Any role may work the queues (the card list is open to every role).
 */
export default defineResource({
  name: 'qualityInspections',
  endpoint: '/api/list/quality-inspection',
  trash: true,
  icon: 'Science',
  listPath: '/list/card',
  access: { read: ['*'], write: ['*'] },
  recordLabel: 'title',
  defaultSort: { field: 'createdTime', order: 'ASC' },
  perPage: 20,
  seed: { count: 3, env: 'SEED_QUALITY_INSPECTIONS' },
  fields: {
    name: { kind: 'enum', required: true, values: ['quality'], defaultValue: 'quality', list: false, seed: { kind: 'const', value: 'quality' } },
    title: {
      kind: 'text',
      search: true,
      required: true,
      maxLength: 40,
      filter: true,
      alwaysOn: true,
      sort: true,
      seed: { kind: 'cycle', values: ['Imaging studies - historical import', 'Pathology slides - image rights', 'Lab reports - high resolution scans'] },
    },
    description: {
      kind: 'text',
      maxLength: 200,
      seed: {
        kind: 'cycle',
        values: [
          'DICOM series imported from the legacy PACS, checked before sharing.',
          'Whole-slide images checked for consent and reuse rights.',
          'Scanned lab reports checked for legibility and de-identification.',
        ],
      },
    },
    pendingCount: {
      kind: 'number',
      required: true,
      integer: true,
      min: 0,
      max: 1_000_000,
      defaultValue: 0,
      sort: true,
      seed: { kind: 'cycle', values: [120, 86, 342] },
    },
    backlogSeconds: {
      kind: 'number',
      required: true,
      integer: true,
      min: 0,
      max: 31_536_000,
      defaultValue: 0,
      seed: { kind: 'cycle', values: [60, 1_800, 7_260] },
    },
    samplingCount: { kind: 'number', required: true, integer: true, min: 0, max: 1_000_000, defaultValue: 0, seed: { kind: 'cycle', values: [0, 12, 40] } },
    inspecting: { kind: 'boolean', required: true, defaultValue: false, filter: true, seed: { kind: 'cycle', values: [false, true, false] } },
    createdTime: { kind: 'date', auto: 'createdAt', sort: true, seed: { kind: 'pastDate', withinDays: 30 } },
  },
  messages: {
    'en-US': {
      name: 'Quality inspection |||| Quality inspections',
      menu: 'Quality inspection',
      fields: {
        id: 'ID',
        name: 'Kind',
        title: 'Title',
        description: 'Description',
        pendingCount: 'To be inspected',
        backlogSeconds: 'Backlog (s)',
        samplingCount: 'To be sampled',
        inspecting: 'Inspecting',
        createdTime: 'Created',
      },
      enums: { name: { quality: 'Quality' } },
    },
    'zh-CN': {
      name: '内容质检 |||| 内容质检',
      menu: '内容质检',
      fields: {
        id: 'ID',
        name: '类型',
        title: '标题',
        description: '描述',
        pendingCount: '待质检数',
        backlogSeconds: '积压时长（秒）',
        samplingCount: '待抽检数',
        inspecting: '质检中',
        createdTime: '创建时间',
      },
      enums: { name: { quality: '质检' } },
    },
  },
});
