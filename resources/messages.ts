import { defineResource } from './lib/schema';

/**
 * The navbar message box's messages (docs/product.md §3 "Message"), one inbox per user: the owner field
 * scopes the collection, so each user lists and reads only their own. Messages come from the
 * system, so nobody writes them through the collection; they are read by `POST /api/message/read`
 * (fake-api/features/messages.ts). The list at /messages is the box's "view more".
 */

export const MESSAGE_TYPES = ['message', 'notice', 'todo'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const UNREAD = 0;
export const READ = 1;

/** `messageType` of notices and todos, the tag shown beside them (spec: 0…3). */
export const MESSAGE_STATES = ['notStarted', 'opened', 'inProgress', 'expiring'] as const;

/** A message as the API answers it (the owner stays on the server). */
export interface Message {
  id: number;
  type: MessageType;
  title: string;
  subTitle: string;
  avatar: string;
  content: string;
  time: string;
  messageType?: number;
  status: typeof UNREAD | typeof READ;
  /** A notice's message key and parameters, said in the reader's language (fake-api/notices.ts). */
  key?: string;
  params?: Record<string, string | number>;
  /** The record a notice is about. */
  link?: { resource: string; id: number };
}

type SeedRow = Pick<Message, 'type' | 'title' | 'subTitle' | 'content' | 'status'> & { messageType?: number };
const msg = /* #__NO_SIDE_EFFECTS__ */ (title: string, subTitle: string, content: string, status: 0 | 1): SeedRow => ({
  type: 'message',
  title,
  subTitle,
  content,
  status,
});
const notice = /* #__NO_SIDE_EFFECTS__ */ (title: string, content: string, messageType: number, status: 0 | 1): SeedRow => ({
  type: 'notice',
  title,
  subTitle: '',
  content,
  messageType,
  status,
});
const todo = /* #__NO_SIDE_EFFECTS__ */ (title: string, content: string, messageType: number, status: 0 | 1): SeedRow => ({
  type: 'todo',
  title,
  subTitle: '',
  content,
  messageType,
  status,
});

/** The data platform administrator's inbox (user 1), newest first. */
const ADMIN_INBOX: SeedRow[] = [
  msg(
    'Chen Jie',
    'Data access request',
    'Requested export access to the Cardiology cohort registry for a readmission study; the data-use agreement is attached.',
    0,
  ),
  notice('Gateway certificate renewal', 'The TLS certificate of the data-sharing gateway expires in 14 days.', 3, 0),
  todo('Review new project applications', 'Two research groups are waiting for approval to create projects.', 0, 0),
  msg('Zhao Min', 'Direct message', "The de-identification job for last week's imaging batch finished; 3 studies are held back for manual review.", 0),
  notice('De-identification rule enabled', 'The rule "Mask free-text identifiers" is now active for all new uploads.', 1, 0),
  msg('Sun Yue', 'Mentioned you', 'Could you raise the storage quota of the Genomic variant sharing project before Friday?', 0),
  todo('Quarterly access audit', 'Confirm the access list of the Oncology imaging archive for Q4.', 2, 0),
  msg('Zhou Hao', 'Direct message', 'Thanks for restoring the ICU early-warning feed so quickly.', 1),
  notice('Scheduled maintenance', 'The analysis cluster is unavailable on Sunday from 02:00 to 04:00 for a kernel upgrade.', 0, 1),
  todo('Rotate service credentials', 'Rotate the credentials of the PACS import service.', 0, 1),
  msg('Wu Ting', 'Replied to your comment', "Agreed, let's move the audit log review to Thursday's governance meeting.", 1),
  notice('SAS licence renewal', 'The SAS server licence expires at the end of the month; renew it to keep scheduled jobs running.', 3, 1),
];

/** The radiologist's inbox (user 2), newest first. */
const USER_INBOX: SeedRow[] = [
  msg('Xu Lei', 'Shared a dataset with you', 'Shared "Chest CT nodule annotation set v3" with you for the nodule follow-up study.', 0),
  notice('Data access approved', 'Your access to the Cardiology cohort registry has been approved.', 1, 0),
  msg('Ma Li', 'Direct message', 'The R notebook for the survival analysis is ready; could you check the censoring rules?', 0),
  todo('Complete privacy training', 'Finish the annual patient-privacy course before 30 November.', 2, 0),
  notice('Workspace quota nearly used', 'Your analysis workspace uses 92% of its 200 GB quota.', 3, 0),
  msg('Hu Bin', 'Mentioned you', 'Please confirm the contouring protocol for the brain MRI tumour set.', 1),
  todo('Annotate pending studies', '40 chest CT studies are waiting for your nodule annotations.', 2, 1),
  msg('Guo Yan', 'Replied to your comment', 'The DICOM tags you flagged are now stripped by the import pipeline.', 1),
  notice('Python environment upgrade', 'The shared Python environment moves to version 3.12 next week.', 0, 1),
  todo('Submit cohort definition', 'Submit the inclusion criteria of the readmission cohort for review.', 0, 1),
  msg('He Qiang', 'Direct message', 'Can we reuse your annotation guideline for the pediatric chest X-ray set?', 1),
  notice('Data-use agreement expiring', 'Your data-use agreement for the Genomic variant sharing project expires in 10 days.', 3, 1),
];

/**
 * Row i belongs to user (i % 2) + 1: the two inboxes interleaved, so every field seeds by `cycle`. The
 * rows are marked free of side effects: the console's build, which leaves the seed rules out
 * (build/apiOnlyLeftOut.ts), drops them too.
 */
const SEED_ROWS: SeedRow[] = /* @__PURE__ */ ADMIN_INBOX.flatMap((row, i) => [row, USER_INBOX[i]]);
const column = <K extends keyof SeedRow>(key: K) => ({ kind: 'cycle' as const, values: SEED_ROWS.map((r) => r[key]) });

export default defineResource({
  name: 'messages',
  endpoint: '/api/messages',
  icon: 'Mail',
  access: { read: ['*'], write: [] },
  recordLabel: 'title',
  defaultSort: { field: 'time', order: 'DESC' },
  perPage: 10,
  seed: { count: SEED_ROWS.length, env: 'SEED_MESSAGES' },
  fields: {
    type: {
      kind: 'enum',
      required: true,
      values: MESSAGE_TYPES,
      tones: { message: 'primary', notice: 'warning', todo: 'success' },
      filter: true,
      alwaysOn: true,
      sort: true,
      seed: column('type'),
    },
    title: { kind: 'text', required: true, maxLength: 120, filter: true, alwaysOn: true, sort: true, seed: column('title') },
    subTitle: { kind: 'text', maxLength: 120, seed: column('subTitle') },
    avatar: { kind: 'url', list: false, seed: { kind: 'const', value: '' } },
    content: { kind: 'longtext', required: true, maxLength: 2000, filter: true, seed: column('content') },
    time: { kind: 'date', required: true, filter: true, sort: true, seed: { kind: 'pastDate', withinDays: 20 } },
    messageType: { kind: 'number', integer: true, min: 0, max: MESSAGE_STATES.length - 1, sort: true, seed: column('messageType') },
    status: { kind: 'number', required: true, integer: true, min: UNREAD, max: READ, filter: true, sort: true, seed: column('status') },
    owner: { kind: 'number', auto: 'owner', seed: { kind: 'cycle', values: [1, 2] } },
    // A notice's: the message key, its parameters as JSON text, and the record it is about (fake-api/notices.ts).
    key: { kind: 'text', maxLength: 200, list: false },
    params: { kind: 'longtext', maxLength: 4000, list: false },
    linkResource: { kind: 'text', maxLength: 100, list: false },
    linkId: { kind: 'number', integer: true, min: 1, list: false },
  },
  messages: {
    'en-US': {
      name: 'Message |||| Messages',
      menu: 'Messages',
      fields: {
        id: 'ID',
        type: 'Type',
        title: 'Title',
        subTitle: 'Subtitle',
        avatar: 'Avatar',
        content: 'Content',
        time: 'Time',
        messageType: 'State (0 not started, 1 opened, 2 in progress, 3 about to expire)',
        status: 'Read (0 unread, 1 read)',
        owner: 'Owner',
        key: 'Message key',
        params: 'Message parameters',
        linkResource: 'About (resource)',
        linkId: 'About (record)',
      },
      enums: { type: { message: 'Message', notice: 'Notice', todo: 'Todo' } },
    },
    'zh-CN': {
      name: '消息 |||| 消息',
      menu: '消息',
      fields: {
        id: 'ID',
        type: '类型',
        title: '标题',
        subTitle: '副标题',
        avatar: '头像',
        content: '内容',
        time: '时间',
        messageType: '状态（0 未开始，1 已开通，2 进行中，3 即将到期）',
        status: '已读（0 未读，1 已读）',
        owner: '所有者',
        key: '消息键',
        params: '消息参数',
        linkResource: '相关资源',
        linkId: '相关记录',
      },
      enums: { type: { message: '消息', notice: '通知', todo: '待办' } },
    },
  },
});
