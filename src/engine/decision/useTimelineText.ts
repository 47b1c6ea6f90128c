import { useContext } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { extraFieldsOf, isFileSeen, RECORD_ENTRIES, type ExtraField } from '../../../resources/lib/workflow';
import { formatDateTime } from '../cells/formats';
import { DeclarationsContext } from '../DeclarationsContext';
import { formatCell } from '../export/csvExport';
import { enumLabel, fieldLabel, transitionLabel } from '../labels';
import type { TimelineEntry } from '../../../resources/lib/workflow';

/** A field given with an entry, worded: `full` holds the whole value where `text` shortens it (a sha256). */
export interface GivenField {
  name: string;
  label: string;
  text: string;
  full?: string;
}

/** What an entry's system cause is when no record caused it: the scheduled expiry check. */
const SCHEDULER = 'jobs';
/** How much of a sha256 is shown: enough to tell files apart at a glance; the whole one is a hover away. */
const SHORT_SHA = 12;
/** Labels of the fields a transition takes because of its guards (override reasons, a check by eye, a sha256). */
// The history's own words for what both say (the system, the expiry check, the guards' fields).
const EXTRA_LABELS: Record<ExtraField, string> = {
  reason: 'mds.engine.workflow.history.extra.reason',
  confirm: 'mds.engine.workflow.history.extra.confirm',
  sha256: 'mds.engine.workflow.history.extra.sha256',
};

const short = (sha: string) => (sha.length > SHORT_SHA ? `${sha.slice(0, SHORT_SHA)}…` : sha);
/**
 * A timeline entry in the reader's words, part by part (shared by the screen and its CSV export):
 * each record's declaration names its transitions, states and fields.
 */
export function useTimelineText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const declarations = useContext(DeclarationsContext);
  const declOf = (resource: string) => declarations.find((d) => d.name === resource);
  const resourceName = (resource: string) => translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
  const transitionOf = (resource: string, name: string) => translate(transitionLabel(resource, name), { _: name });
  const state = (resource: string, value: string) => {
    const field = declOf(resource)?.workflow?.field;
    return field ? translate(enumLabel(resource, field, value), { _: value }) : value;
  };
  const cellFormat = (resource: string) => ({
    locale,
    enumLabel: (field: string, value: string) => translate(enumLabel(resource, field, value), { _: value }),
    booleanLabel: (v: boolean) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false'),
  });

  const given = (e: TimelineEntry): GivenField[] => {
    const decl = declOf(e.resource);
    const extra = extraFieldsOf(decl?.workflow?.transitions.find((t) => t.name === e.transition) ?? { name: '', from: [], to: '', roles: [] });
    return Object.entries(e.fields).map(([name, value]) => {
      const kind = extra.get(name) ?? (name === 'sha256' ? 'sha256' : undefined);
      const fallback = kind ? translate(EXTRA_LABELS[kind]) : name;
      const label = translate(fieldLabel(e.resource, name), { _: fallback });
      if (isFileSeen(value))
        return { name, label, text: translate('mds.engine.decision.timeline.file', { name: value.name, sha256: short(value.sha256) }), full: value.sha256 };
      if (kind === 'sha256' && typeof value === 'string') return { name, label, text: short(value), full: value };
      const declared = decl && Object.hasOwn(decl.fields, name) ? decl.fields[name] : undefined;
      if (declared) return { name, label, text: String(formatCell(name, declared, value, cellFormat(e.resource))) };
      if (typeof value === 'boolean') return { name, label, text: cellFormat(e.resource).booleanLabel(value) };
      return { name, label, text: typeof value === 'object' ? JSON.stringify(value) : String(value) };
    });
  };

  return {
    time: (e: TimelineEntry) => formatDateTime(locale, e.time),
    resource: (e: TimelineEntry) => resourceName(e.resource),
    transition: (e: TimelineEntry) =>
      e.transition === 'create'
        ? translate('mds.engine.decision.timeline.created')
        : e.transition === RECORD_ENTRIES.retire
          ? translate('mds.engine.decision.timeline.retired')
          : e.transition === RECORD_ENTRIES.file
            ? translate('mds.engine.decision.timeline.fileEntry')
            : transitionOf(e.resource, e.transition),
    from: (e: TimelineEntry) => (e.from ? state(e.resource, e.from) : ''),
    to: (e: TimelineEntry) => (e.to ? state(e.resource, e.to) : ''),
    /** "Submitted → Approved"; a creation names where it starts, a quorum's approval that the state stays. */
    change: (e: TimelineEntry) =>
      !e.from
        ? state(e.resource, e.to)
        : e.from === e.to
          ? translate('mds.engine.decision.timeline.stays', { state: state(e.resource, e.to) })
          : translate('mds.engine.decision.timeline.change', { from: state(e.resource, e.from), to: state(e.resource, e.to) }),
    actor: (e: TimelineEntry) => (e.actor === 'system' ? translate('mds.engine.workflow.history.system') : e.actor),
    given,
    /** A given field's label as it leads its value ("Access until: "). */
    label: (f: GivenField) => translate('mds.engine.decision.timeline.given', { label: f.label }),
    /** Why the system took it: another record's transition (named by its label when the timeline has it), or the scheduler. */
    cause: (e: TimelineEntry, entries: readonly TimelineEntry[]) => {
      if (!e.cause) return '';
      const { resource, id, transition } = e.cause;
      if (resource === SCHEDULER) return translate('mds.engine.workflow.history.sweep');
      const label = entries.find((other) => other.resource === resource && other.recordId === id)?.label ?? `#${id}`;
      return translate('mds.engine.decision.timeline.because', {
        resource: resourceName(resource),
        record: label,
        transition: transitionOf(resource, transition),
      });
    },
  };
}
