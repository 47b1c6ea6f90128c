import { useContext } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { CREATE_ENTRY, RECORD_ENTRIES, type TimelineEntry } from '../../../resources/lib/workflow';
import { formatDateTime } from '../cells/formats';
import { DeclarationsContext } from '../DeclarationsContext';
import { cellFormatFor } from '../export/useCellFormat';
import { fieldLabel } from '../labels';
import { actorText, causeText, givenFields, givenLine, resourceName, transitionName, type GivenField } from '../workflow/historyWords';

/**
 * A timeline entry in the reader's words, part by part (shared by the screen and its CSV export):
 * each record's declaration names its transitions, states and fields; what a history says too
 * (who, why, the fields given) is said in its words (../workflow/historyWords.ts).
 */
export function useTimelineText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const declarations = useContext(DeclarationsContext);
  const declOf = (resource: string) => declarations.find((d) => d.name === resource);
  const cellFormat = (resource: string) => cellFormatFor(resource, translate, locale);
  const state = (resource: string, value: string) => {
    const field = declOf(resource)?.workflow?.field;
    return field ? cellFormat(resource).enumLabel(field, value) : value;
  };
  const retired = (e: TimelineEntry) =>
    translate('mds.engine.workflow.history.retired', {
      field: Object.keys(e.fields)
        .map((name) => translate(fieldLabel(e.resource, name), { _: name }))
        .join(', '),
    });

  return {
    time: (e: TimelineEntry) => formatDateTime(locale, e.time),
    resource: (e: TimelineEntry) => resourceName(translate, e.resource),
    transition: (e: TimelineEntry) =>
      e.transition === CREATE_ENTRY
        ? translate('mds.engine.decision.timeline.created')
        : e.transition === RECORD_ENTRIES.retire
          ? retired(e)
          : e.transition === RECORD_ENTRIES.file
            ? translate('mds.engine.decision.timeline.fileEntry')
            : transitionName(translate, e.resource, e.transition),
    from: (e: TimelineEntry) => (e.from ? state(e.resource, e.from) : ''),
    to: (e: TimelineEntry) => (e.to ? state(e.resource, e.to) : ''),
    /** "Submitted → Approved"; a creation names where it starts, a quorum's approval that the state stays. */
    change: (e: TimelineEntry) =>
      !e.from
        ? state(e.resource, e.to)
        : e.from === e.to
          ? translate('mds.engine.decision.timeline.stays', { state: state(e.resource, e.to) })
          : translate('mds.engine.decision.timeline.change', { from: state(e.resource, e.from), to: state(e.resource, e.to) }),
    actor: (e: TimelineEntry) => actorText(translate, e),
    given: (e: TimelineEntry) => givenFields(translate, e.resource, declOf(e.resource), e, cellFormat(e.resource)),
    /** A given field's line, "Access until: 10/31/2027" (`value` in place of its text: the whole sha256). */
    line: (f: GivenField, value?: string) => givenLine(translate, f, value),
    /** Why the system took it: another record's transition (named by its label when the timeline has it), or the scheduler. */
    cause: (e: TimelineEntry, entries: readonly TimelineEntry[]) =>
      causeText(translate, e.cause, entries.find((other) => other.resource === e.cause?.resource && other.recordId === e.cause.id)?.label),
  };
}
