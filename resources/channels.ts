import { wordLimitError } from './lib/forms';
import { defineResource } from './lib/schema';
import { checkWrite, type FieldError, type RecordData } from './lib/validate';

/**
 * Promotion channels (docs/product.md §3 "Step-form channel"), created only through the step form's
 * `POST /api/channel-form/submit`, which adds the rules between fields below; the collection is
 * therefore read-only (nobody may write it directly, so no write can skip those rules).
 */

/** The application's progress after submission (docs/product.md §4 "Result steps"), in order. */
export const CHANNEL_STAGES = ['submitted', 'review', 'certificate', 'safetyTest', 'launched'] as const;
export type ChannelStage = (typeof CHANNEL_STAGES)[number];

export const CHANNEL_TYPES = ['web', 'api'] as const;

/** Where each step of the step form keeps its inputs. */
export const BASE_INFO_FIELDS = ['activityName', 'channelType', 'promotionStart', 'promotionEnd', 'promoteLink'] as const;
export const CHANNEL_INFO_FIELDS = ['advertisingSource', 'advertisingMedia', 'keywords', 'pushNotify', 'advertisingContent'] as const;

export interface Channel {
  id: number;
  activityName: string;
  channelType: (typeof CHANNEL_TYPES)[number];
  promotionStart: string;
  promotionEnd: string;
  promoteLink: string;
  advertisingSource: string;
  advertisingMedia: string;
  /** Comma-separated. */
  keywords: string;
  pushNotify: boolean;
  advertisingContent: string;
  submittedAt: string;
  stage: ChannelStage;
}

const seed = <V>(values: readonly V[]) => ({ kind: 'cycle' as const, values });

const channels = defineResource({
  name: 'channels',
  endpoint: '/api/channels',
  icon: 'Steps',
  access: { read: ['admin'], write: [] },
  recordLabel: 'activityName',
  defaultSort: { field: 'submittedAt', order: 'DESC' },
  perPage: 10,
  seed: { count: 4, env: 'SEED_CHANNELS' },
  fields: {
    activityName: {
      kind: 'text',
      search: true,
      required: true,
      maxLength: 20,
      // docs/product.md §5: at most 20 Chinese characters, letters or digits.
      pattern: { source: '[a-zA-Z0-9\\u4e00-\\u9fa5]{1,20}', messageKey: 'resources.channels.validation.activityName' },
      filter: true,
      alwaysOn: true,
      sort: true,
      seed: seed(['CardioWeek2026', 'ImagingOpenDay', 'GenomicsForum', 'ICUAlertPilot']),
    },
    channelType: {
      kind: 'enum',
      required: true,
      values: CHANNEL_TYPES,
      tones: { web: 'primary', api: 'info' },
      filter: true,
      sort: true,
      seed: seed(['web', 'api', 'web', 'api']),
    },
    promotionStart: { kind: 'date', required: true, sort: true, seed: seed(['2026-11-02', '2026-10-20', '2026-10-05', '2026-09-14']) },
    promotionEnd: { kind: 'date', required: true, sort: true, seed: seed(['2026-11-30', '2026-11-20', '2026-10-31', '2026-10-14']) },
    promoteLink: {
      kind: 'url',
      required: true,
      maxLength: 500,
      filter: true,
      seed: seed([
        'https://cardio.example.org/week',
        'https://imaging.example.org/open-day',
        'https://genomics.example.org/forum',
        'https://icu.example.org/pilot',
      ]),
    },
    advertisingSource: { kind: 'text', required: true, maxLength: 60, filter: true, seed: seed(['Sohu', 'Sina', 'WeChat', 'Weibo']) },
    advertisingMedia: { kind: 'text', required: true, maxLength: 60, filter: true, seed: seed(['CPC', 'Banner', 'EDM', 'CPC']) },
    keywords: {
      kind: 'text',
      required: true,
      maxLength: 200,
      filter: true,
      seed: seed(['heart failure, cohort', 'CT, MRI', 'variants, sharing', 'ICU, early warning']),
    },
    pushNotify: { kind: 'boolean', defaultValue: true, seed: seed([true, false, true, true]) },
    advertisingContent: {
      kind: 'longtext',
      required: true,
      maxLength: 2000,
      list: false,
      seed: seed([
        'Join the heart-failure cohort week: new follow-up dashboards and shared outcome data.',
        'Open day of the imaging archive with guided tours of the de-identified CT and MRI series.',
        'A forum on federated variant sharing under data-use agreements.',
        'Pilot of the ICU early-warning score in three partner hospitals.',
      ]),
    },
    submittedAt: { kind: 'date', auto: 'createdAt', filter: true, sort: true, seed: { kind: 'pastDate', withinDays: 60 } },
    stage: { kind: 'enum', form: false, values: CHANNEL_STAGES, filter: true, sort: true, seed: seed(['review', 'certificate', 'safetyTest', 'launched']) },
  },
  messages: {
    'en-US': {
      name: 'Channel |||| Channels',
      menu: 'Channels',
      fields: {
        id: 'ID',
        activityName: 'Activity name',
        channelType: 'Channel type',
        promotionStart: 'Promotion start',
        promotionEnd: 'Promotion end',
        promoteLink: 'Promote link',
        advertisingSource: 'Advertising source',
        advertisingMedia: 'Advertising media',
        keywords: 'Keywords',
        pushNotify: 'Push notify',
        advertisingContent: 'Advertising content',
        submittedAt: 'Submitted',
        stage: 'Progress',
      },
      enums: {
        channelType: { web: 'Web domain', api: 'API domain' },
        stage: {
          submitted: 'Submitted',
          review: 'Leader review',
          certificate: 'Purchase certificate',
          safetyTest: 'Safety test',
          launched: 'Officially launched',
        },
      },
      validation: {
        activityName: 'At most 20 Chinese characters, letters or digits',
        words: 'At most %{max} words',
        endBeforeStart: 'Must not be before the start',
      },
    },
    'zh-CN': {
      name: '渠道 |||| 渠道',
      menu: '渠道',
      fields: {
        id: 'ID',
        activityName: '活动名称',
        channelType: '渠道类型',
        promotionStart: '推广开始',
        promotionEnd: '推广结束',
        promoteLink: '推广地址',
        advertisingSource: '广告来源',
        advertisingMedia: '广告媒介',
        keywords: '关键词',
        pushNotify: '推送提醒',
        advertisingContent: '广告内容',
        submittedAt: '提交时间',
        stage: '进度',
      },
      enums: {
        channelType: { web: 'Web 域名', api: 'API 域名' },
        stage: { submitted: '已提交', review: '直属领导审核', certificate: '购买证书', safetyTest: '安全测试', launched: '正式上线' },
      },
      validation: {
        activityName: '最多 20 个汉字、字母或数字',
        words: '最多 %{max} 个字',
        endBeforeStart: '不能早于开始日期',
      },
    },
  },
});

export default channels;

/** The rules between fields: the content's word limit, and the period ending after it starts. */
export function channelRules(values: Record<string, unknown>): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const words = wordLimitError(values.advertisingContent, 'resources.channels.validation.words');
  if (words) errors.advertisingContent = words;
  const { promotionStart: start, promotionEnd: end } = values;
  if (typeof start === 'string' && typeof end === 'string' && Date.parse(end) < Date.parse(start)) {
    errors.promotionEnd = { key: 'resources.channels.validation.endBeforeStart' };
  }
  return errors;
}

/** A new channel as submitted: the declaration's rules, then the rules between fields. */
export function checkChannel(body: Record<string, unknown>): { errors: Record<string, FieldError>; value: RecordData } {
  const { errors, value } = checkWrite(channels, body, 'create');
  for (const [name, e] of Object.entries(channelRules(value))) errors[name] ??= e;
  return { errors, value };
}
