/**
 * A timeline as CSV, pure: one line per entry, every value whole (a sha256 is not shortened here),
 * through the console's one CSV writer (formula-safe cells: an override reason is typed by a person).
 */
import { toCsv } from '../export/csvExport';
import type { TimelineEntry } from '../../../resources/lib/workflow';
import type { useTimelineText } from './useTimelineText';

/** The columns, in order; their headers are `mds.engine.decision.timeline.csv.<column>`. */
export const TIMELINE_COLUMNS = ['time', 'resource', 'record', 'transition', 'from', 'to', 'actor', 'fields', 'cause'] as const;
export type TimelineColumn = (typeof TIMELINE_COLUMNS)[number];

/**
 * The CSV text: headers as given, then each entry. The time is written as the API gives it
 * (ISO 8601, UTC): a record of custody is read by other programs, in other time zones.
 */
export function timelineCsv(entries: readonly TimelineEntry[], text: ReturnType<typeof useTimelineText>, header: (column: TimelineColumn) => string): string {
  const cells: Record<TimelineColumn, (e: TimelineEntry) => string> = {
    time: (e) => e.time,
    resource: (e) => text.resource(e),
    record: (e) => e.label,
    transition: (e) => text.transition(e),
    from: (e) => text.from(e),
    to: (e) => text.to(e),
    actor: (e) => text.actor(e),
    fields: (e) =>
      text
        .given(e)
        .map((f) => text.line(f, f.full ?? f.text))
        .join('; '),
    cause: (e) => text.cause(e, entries),
  };
  return toCsv(
    TIMELINE_COLUMNS.map(header),
    entries.map((e) => TIMELINE_COLUMNS.map((column) => cells[column](e))),
  );
}
