/**
 * A `date` field's calendar day ("2028-01-31") reads as a date in the reader's language, in the
 * show page, the list and the export alike, never with a midnight time, and the same day in a time
 * zone west of Greenwich; a full date-time keeps its time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { formatCell, type CellFormat } from '../../src/engine/export/csvExport';
import { DateCell } from '../../src/engine/cells';
import { formatDate, formatDateTime, formatDateValue, isDateOnly } from '../../src/engine/cells/formats';

const fmt = (locale: string): CellFormat => ({ locale, enumLabel: (_, v) => v, booleanLabel: String });
const DATE_FIELD = { kind: 'date' } as const;

/** Runs `check` with the process's time zone set to `zone` (Node reads TZ again when it is set). */
function inZone(zone: string, check: () => void) {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe('date-only values', () => {
  afterEach(cleanup);

  it('are told from instants', () => {
    expect(isDateOnly('2028-01-31')).toBe(true);
    expect(isDateOnly('2028-01-31T00:00:00.000Z')).toBe(false);
    expect(isDateOnly(1_800_000_000_000)).toBe(false);
  });

  it('read as a date in each locale, with no time', () => {
    expect(formatDateValue('en-US', '2028-01-31')).toBe('01/31/2028');
    expect(formatDateValue('zh-CN', '2028-01-31')).toBe('2028/01/31');
    expect(formatDate('en-US', '2028-01-31')).not.toMatch(/12:00|AM|00:00/);
  });

  it('keep their day west of Greenwich', () => {
    inZone('America/Los_Angeles', () => {
      // The zone is in effect: read as an instant, the day would be the 30th.
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
      expect(new Date('2028-01-31').toLocaleDateString('en-US')).toBe('1/30/2028');
      expect(formatDateValue('en-US', '2028-01-31')).toBe('01/31/2028');
      expect(formatDateValue('zh-CN', '2028-01-31')).toBe('2028/01/31');
      expect(formatCell('accessExpiresAt', DATE_FIELD, '2028-01-31', fmt('en-US'))).toBe('01/31/2028');
    });
  });

  it('a full date-time keeps its time, in the reader’s zone', () => {
    expect(formatDateValue('en-US', '2026-10-31T18:05:09.000Z')).toBe(formatDateTime('en-US', '2026-10-31T18:05:09.000Z'));
    expect(formatDateValue('en-US', '2026-10-31T18:05:09.000Z')).toMatch(/10\/31\/2026, \d\d:05:09 [AP]M/);
    expect(formatDateValue('zh-CN', '2026-10-31T18:05:09.000Z')).toMatch(/^2026\/(10|11)\/\d\d \d\d:05:09$/);
  });

  it('an unreadable value shows as it is', () => {
    expect(formatDate('en-US', '2028-02-31x')).toBe('2028-02-31x');
    expect(formatDateValue('en-US', 'soon')).toBe('soon');
  });

  it('the same in the export as on screen', () => {
    expect(formatCell('accessExpiresAt', DATE_FIELD, '2028-01-31', fmt('en-US'))).toBe('01/31/2028');
    expect(formatCell('accessExpiresAt', DATE_FIELD, '2028-01-31', fmt('zh-CN'))).toBe('2028/01/31');
    expect(formatCell('createdAt', DATE_FIELD, '2026-10-31T18:05:09.000Z', fmt('en-US'))).toBe(formatDateTime('en-US', '2026-10-31T18:05:09.000Z'));
  });

  it('in a list cell and a show field (DateCell)', () => {
    render(
      <RecordContextProvider value={{ id: 1, accessExpiresAt: '2028-01-31', createdAt: '2026-10-31T18:05:09.000Z' }}>
        <DateCell source="accessExpiresAt" locale="zh-CN" />
        <DateCell source="createdAt" locale="en-US" />
      </RecordContextProvider>,
    );
    expect(screen.getByText('2028/01/31')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime('en-US', '2026-10-31T18:05:09.000Z'))).toBeInTheDocument();
  });
});
