/**
 * A revision in words, pure: what was done (a transition by its label), by whom ("System"), when
 * (relative, in the reader's locale), and a value as the list shows it (enum labels, dates in the
 * reader's locale, yes/no, a file by its name). A long text is told apart: it is shown line by line.
 */
import type { TranslateFunction } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { madeOnce } from '../../i18n/madeOnce';
import { formatCell, type CellFormat } from '../export/csvExport';
import { fieldLabel, transitionLabel } from '../labels';
import type { Revision, RevisionAction, RevisionChange } from './revision';

/** A text longer than this reads better as lines removed and added than as "before → after". */
export const LONG_TEXT = 80;

const ACTIONS: Record<Exclude<RevisionAction, 'transition'>, string> = {
  create: 'mds.engine.history.action.create',
  update: 'mds.engine.history.action.update',
  revert: 'mds.engine.history.action.revert',
  delete: 'mds.engine.history.action.delete',
  restore: 'mds.engine.history.action.restore',
};

/** What was done: "Updated", or a transition's label ("Approve"). */
export const actionText = (translate: TranslateFunction, resource: string, r: Pick<Revision, 'action' | 'transition'>) =>
  r.action === 'transition'
    ? translate(transitionLabel(resource, r.transition ?? ''), { _: r.transition ?? '' })
    : translate(ACTIONS[r.action] ?? ACTIONS.update, { _: r.action });

/** Who did it: the person's name, or "System" (an effect of another record's change, a scheduled job). */
export const actorText = (translate: TranslateFunction, r: Pick<Revision, 'actor'>) => r.actor?.name ?? translate('mds.engine.history.system');

/** A field's label in its resource's messages (its name for one no longer declared). */
export const changeLabel = (translate: TranslateFunction, resource: string, field: string) => translate(fieldLabel(resource, field), { _: field });

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const fileName = (v: unknown) =>
  typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string' ? (v as { name: string }).name : undefined;

/** A value as the list shows it; "(none)" for no value. */
export function valueText(translate: TranslateFunction, decl: ResourceDecl, field: string, value: unknown, fmt: CellFormat): string {
  if (isEmpty(value)) return translate('mds.engine.history.none');
  const file = fileName(value);
  if (file !== undefined) return file;
  const f = Object.hasOwn(decl.fields, field) ? decl.fields[field] : undefined;
  if (f) return String(formatCell(field, f, value, fmt));
  if (typeof value === 'boolean') return fmt.booleanLabel(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The resource a field's ids name, if it is a reference. */
export const referenceOf = (decl: ResourceDecl, field: string): string | undefined =>
  Object.hasOwn(decl.fields, field) ? decl.fields[field].reference : undefined;

/** Whether a change is shown line by line: a long text field, or a text over LONG_TEXT characters or of several lines. */
export function isLongChange(decl: ResourceDecl, c: RevisionChange): boolean {
  if (Object.hasOwn(decl.fields, c.field) && decl.fields[c.field].kind === 'longtext') return true;
  return [c.before, c.after].some((v) => typeof v === 'string' && (v.length > LONG_TEXT || /[\r\n]/.test(v)));
}

const relatives = new Map<string, Intl.RelativeTimeFormat>();
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** How long ago `at` was, in the reader's locale: "5 minutes ago", "yesterday", "3个月前". */
export function relativeTime(locale: string, at: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(at) - now) / 1000);
  if (Number.isNaN(seconds)) return at;
  const format = madeOnce(relatives, locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const unit = UNITS.find(([, size]) => Math.abs(seconds) >= size);
  return unit ? format.format(Math.round(seconds / unit[1]), unit[0]) : format.format(seconds, 'second');
}
