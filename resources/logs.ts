import { defineResource } from './lib/schema';

/**
 * The parameter operation log of the basic profile (docs/product.md §3 "Operation log"). Rows are written
 * only by the server when the group form's parameters change (fake-api/features/profile.ts), so
 * the collection is read-only. Row 1, the newest seeded change, is the one still under approval.
 */

export const AUDITING = 0;
export const PASS = 1;

/** What a change touched: the labels say "video parameters changed" and so on. */
export const UPDATE_CONTENTS = ['video', 'audio', 'videoAudio', 'description'] as const;
export type UpdateContent = (typeof UPDATE_CONTENTS)[number];

export interface OperationLog {
  id: number;
  key: string;
  contentNumber: string;
  updateContent: UpdateContent;
  status: typeof AUDITING | typeof PASS;
  updateTime: string;
}

const SEED_COUNT = 23;

export default defineResource({
  name: 'logs',
  endpoint: '/api/operation/log',
  icon: 'History',
  access: { read: ['admin'], write: [] },
  // Written by the API, never changed: no revisions to keep.
  history: false,
  recordLabel: 'contentNumber',
  defaultSort: { field: 'updateTime', order: 'DESC' },
  perPage: 10,
  seed: { count: SEED_COUNT, env: 'SEED_LOGS' },
  fields: {
    key: { kind: 'text', required: true, unique: true, maxLength: 20, list: false, seed: { kind: 'digits', min: 10000000, max: 99999999, unique: true } },
    contentNumber: {
      kind: 'text',
      required: true,
      pattern: { source: '[0-9]{6}', messageKey: 'resources.logs.validation.contentNumber' },
      filter: true,
      alwaysOn: true,
      sort: true,
      seed: { kind: 'digits', min: 100000, max: 999999, unique: true },
    },
    updateContent: {
      kind: 'enum',
      required: true,
      values: UPDATE_CONTENTS,
      filter: true,
      sort: true,
      // Row 1 (under approval) changed video and audio, as the profile's seeded parameters show.
      seed: {
        kind: 'cycle',
        values: Array.from({ length: SEED_COUNT }, (_, i) => (i === 0 ? 'videoAudio' : UPDATE_CONTENTS[(i * 3) % UPDATE_CONTENTS.length])),
      },
    },
    // Spec: 0 is Auditing, 1 is Pass. Only the newest seeded change is still being audited.
    status: {
      kind: 'number',
      required: true,
      integer: true,
      min: AUDITING,
      max: PASS,
      filter: true,
      sort: true,
      seed: { kind: 'cycle', values: [AUDITING, ...Array<number>(SEED_COUNT - 1).fill(PASS)] },
    },
    updateTime: { kind: 'date', auto: 'createdAt', filter: true, sort: true, seed: { kind: 'pastDate', withinDays: 400 } },
  },
  messages: {
    'en-US': {
      name: 'Operation log |||| Operation logs',
      menu: 'Operation log',
      fields: {
        id: 'ID',
        key: 'Key',
        contentNumber: 'Content number',
        updateContent: 'Update content',
        status: 'Status (0 auditing, 1 pass)',
        updateTime: 'Update time',
      },
      enums: {
        updateContent: {
          video: 'Video parameters changed',
          audio: 'Audio parameters changed',
          videoAudio: 'Video and audio parameters changed',
          description: 'Parameter description changed',
        },
      },
      validation: { contentNumber: 'Must be 6 digits' },
    },
    'zh-CN': {
      name: '操作记录 |||| 操作记录',
      menu: '操作记录',
      fields: {
        id: 'ID',
        key: '键',
        contentNumber: '内容编号',
        updateContent: '调整内容',
        status: '状态（0 审核中，1 通过）',
        updateTime: '修改时间',
      },
      enums: {
        updateContent: {
          video: '视频参数变更',
          audio: '音频参数变更',
          videoAudio: '视频参数变更；音频参数变更',
          description: '参数说明变更',
        },
      },
      validation: { contentNumber: '必须是 6 位数字' },
    },
  },
});
