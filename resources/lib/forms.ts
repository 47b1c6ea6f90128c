/**
 * Rules of the step form and the group form that a declared field cannot express on its own
 * (word counts, one field against another), and the group form's media parameters. Pure, so the
 * console's validators and the fake API's checks run the very same functions.
 */
import type { FieldDecl } from './schema';
import { validateField, type FieldError } from './validate';

/** docs/product.md §9: descriptions and profiles hold at most 200 words. */
export const MAX_WORDS = 200;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const WORDY = /[\p{L}\p{N}]/u;

/**
 * Words as a reader counts them in either locale: every Chinese (or Japanese, Korean) character
 * is a word, and so is every run of other letters or digits between spaces; bare punctuation is not.
 */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text
    .replace(CJK, ' ')
    .split(/\s+/u)
    .filter((t) => WORDY.test(t)).length;
  return cjk + rest;
}

/** Over the word limit, as a field error under the given message key. */
export const wordLimitError = (text: unknown, key: string, max = MAX_WORDS): FieldError | undefined =>
  typeof text === 'string' && countWords(text) > max ? { key, args: { max } } : undefined;

// ---------------------------------------------------------------------------------------------
// Group form: video and audio parameters (docs/product.md §3 "Group form parameters" / "Basic profile").

export const VIDEO_MODES = ['custom', 'mode1', 'mode2'] as const;
export const RESOLUTIONS = ['720*1280', '1080*1920', '2160*3840'] as const;
export const VIDEO_PROFILES = ['baseline', 'main', 'high'] as const;
export const AUDIO_PROFILES = ['AAC-LC', 'HE-AAC', 'HE-AACv2'] as const;

/** docs/product.md §5: video frame rates 1–30 fps; encoding rates 150–1800 (kbps). */
const frameRate: FieldDecl = { kind: 'number', required: true, integer: true, min: 1, max: 30 };
const videoRate: FieldDecl = { kind: 'number', required: true, integer: true, min: 150, max: 1800 };
const channels: FieldDecl = { kind: 'number', required: true, integer: true, min: 1, max: 8 };

export type ParameterUnit = 'fps' | 'kbps' | 'channels';

export interface ParameterField {
  /** Dotted path in the parameters object, also the form input's name. */
  path: string;
  section: 'video' | 'audio' | 'description';
  field: FieldDecl;
  unit?: ParameterUnit;
}

/** Every parameter the group form edits and the basic profile shows, in display order. */
export const PARAMETER_FIELDS: readonly ParameterField[] = [
  { path: 'video.mode', section: 'video', field: { kind: 'enum', required: true, values: VIDEO_MODES } },
  { path: 'video.acquisition.resolution', section: 'video', field: { kind: 'enum', required: true, values: RESOLUTIONS } },
  { path: 'video.acquisition.frameRate', section: 'video', field: frameRate, unit: 'fps' },
  { path: 'video.encoding.resolution', section: 'video', field: { kind: 'enum', required: true, values: RESOLUTIONS } },
  { path: 'video.encoding.rate.min', section: 'video', field: videoRate, unit: 'kbps' },
  { path: 'video.encoding.rate.max', section: 'video', field: videoRate, unit: 'kbps' },
  { path: 'video.encoding.rate.default', section: 'video', field: videoRate, unit: 'kbps' },
  { path: 'video.encoding.frameRate', section: 'video', field: frameRate, unit: 'fps' },
  { path: 'video.encoding.profile', section: 'video', field: { kind: 'enum', required: true, values: VIDEO_PROFILES } },
  { path: 'audio.mode', section: 'audio', field: { kind: 'enum', required: true, values: VIDEO_MODES } },
  { path: 'audio.acquisition.channels', section: 'audio', field: channels, unit: 'channels' },
  { path: 'audio.encoding.channels', section: 'audio', field: channels, unit: 'channels' },
  // Audio is a different medium: 32–320 kbps is the range of its codecs (spec's 128 kbps sample).
  { path: 'audio.encoding.rate', section: 'audio', field: { kind: 'number', required: true, integer: true, min: 32, max: 320 }, unit: 'kbps' },
  { path: 'audio.encoding.profile', section: 'audio', field: { kind: 'enum', required: true, values: AUDIO_PROFILES } },
  { path: 'description', section: 'description', field: { kind: 'longtext', maxLength: 2000 } },
];

export const RATE_PATHS = ['video.encoding.rate.min', 'video.encoding.rate.default', 'video.encoding.rate.max'] as const;

export interface VideoParameters {
  mode: string;
  acquisition: { resolution: string; frameRate: number };
  encoding: { resolution: string; rate: { min: number; max: number; default: number }; frameRate: number; profile: string };
}

export interface AudioParameters {
  mode: string;
  acquisition: { channels: number };
  encoding: { channels: number; rate: number; profile: string };
}

export interface MediaParameters {
  video: VideoParameters;
  audio: AudioParameters;
  description: string;
}

type ParameterMessages = Record<'maxBelowMin' | 'defaultOutside' | 'words', string>;

/** Messages of the rules below, under `groupForm.validation.*` in the console's catalogue. */
export const PARAMETER_MESSAGES: Record<'en-US' | 'zh-CN', ParameterMessages> = {
  'en-US': {
    maxBelowMin: 'Must not be lower than the minimum rate (%{min})',
    defaultOutside: 'Must lie between the minimum (%{min}) and the maximum (%{max}) rate',
    words: 'At most %{max} words',
  },
  'zh-CN': {
    maxBelowMin: '不能低于最小码率（%{min}）',
    defaultOutside: '必须介于最小码率（%{min}）和最大码率（%{max}）之间',
    words: '最多 %{max} 个字',
  },
};

const MESSAGE_NS = 'groupForm.validation';

export const valueAt = (obj: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((o, k) => (typeof o === 'object' && o !== null && !Array.isArray(o) ? (o as Record<string, unknown>)[k] : undefined), obj);

/** The rules between fields: min ≤ default ≤ max, and the description's word limit. */
export function parameterRules(values: unknown): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const [min, def, max] = RATE_PATHS.map((p) => valueAt(values, p));
  const ok = (p: string, v: unknown) => typeof v === 'number' && !validateField(PARAMETER_FIELDS.find((f) => f.path === p)!.field, v);
  if (ok(RATE_PATHS[0], min) && ok(RATE_PATHS[2], max) && (max as number) < (min as number)) {
    errors['video.encoding.rate.max'] = { key: `${MESSAGE_NS}.maxBelowMin`, args: { min: min as number } };
  } else if (
    ok(RATE_PATHS[0], min) &&
    ok(RATE_PATHS[2], max) &&
    ok(RATE_PATHS[1], def) &&
    ((def as number) < (min as number) || (def as number) > (max as number))
  ) {
    errors['video.encoding.rate.default'] = { key: `${MESSAGE_NS}.defaultOutside`, args: { min: min as number, max: max as number } };
  }
  const words = wordLimitError(valueAt(values, 'description'), `${MESSAGE_NS}.words`);
  if (words) errors.description = words;
  return errors;
}

/** One parameter's error, its own rules first, then the rules between fields. */
export const parameterError = (p: ParameterField, values: unknown): FieldError | undefined =>
  validateField(p.field, valueAt(values, p.path)) ?? parameterRules(values)[p.path];

/** Dotted paths of every leaf of a JSON value (arrays are leaves). */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  const entries = Object.entries(value);
  if (entries.length === 0) return prefix ? [prefix] : [];
  return entries.flatMap(([k, v]) => leafPaths(v, prefix ? `${prefix}.${k}` : k));
}

function setAt(target: Record<string, unknown>, path: string, v: unknown) {
  const keys = path.split('.');
  let o = target;
  for (const k of keys.slice(0, -1)) o = (o[k] ??= {}) as Record<string, unknown>;
  o[keys[keys.length - 1]] = v;
}

/**
 * A parameters write body: unknown paths, missing or bad values and broken rules between fields
 * are errors per dotted path; `value` is the body reduced to the known parameters.
 */
export function checkParameters(body: unknown): { errors: Record<string, FieldError>; value: MediaParameters } {
  const errors: Record<string, FieldError> = Object.create(null);
  const known = new Set(PARAMETER_FIELDS.map((p) => p.path));
  for (const path of leafPaths(body)) if (!known.has(path)) errors[path || 'body'] = { key: 'mds.validation.unknown' };
  const value: Record<string, unknown> = {};
  for (const p of PARAMETER_FIELDS) {
    const v = valueAt(body, p.path);
    const e = validateField(p.field, v);
    if (e) errors[p.path] = e;
    setAt(value, p.path, p.path === 'description' ? (typeof v === 'string' ? v : '') : v);
  }
  for (const [path, e] of Object.entries(parameterRules(value))) errors[path] ??= e;
  return { errors, value: value as unknown as MediaParameters };
}

/** Which sections two parameter sets differ in. */
export function changedSections(before: MediaParameters, after: MediaParameters): { video: boolean; audio: boolean; description: boolean } {
  const same = (path: string) => valueAt(before, path) === valueAt(after, path);
  const sectionChanged = (section: ParameterField['section']) => PARAMETER_FIELDS.some((p) => p.section === section && !same(p.path));
  return { video: sectionChanged('video'), audio: sectionChanged('audio'), description: sectionChanged('description') };
}

// ---------------------------------------------------------------------------------------------
// Basic profile: the parameters with their approval flow (docs/product.md §4 "Parameter approval flow").

export type ProcessState = 'auditing' | 'pass' | 'cancelled';

export interface ApprovalProcess {
  state: ProcessState;
  /** The operation-log row of the change under approval (or last approved). */
  logId: number | null;
  committedAt: string;
  decidedAt: string | null;
}

/** `GET /api/profile/basic`: docs/product.md §3 "Basic profile" plus the original parameters and the flow. */
export interface BasicProfile extends MediaParameters {
  /** The flow's current step, 1-based: 1 Commit, 2 Approval, 3 Finish. */
  status: number;
  original: MediaParameters;
  process: ApprovalProcess;
}
