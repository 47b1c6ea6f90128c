import { useRecordContext } from 'react-admin';

/** The current record's value of `source` (a list row's, or a show page's record). */
export function useCellValue(source: string): unknown {
  const record = useRecordContext();
  return record?.[source];
}
