import { useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ConflictAlerts } from './ConflictAlerts';

/**
 * The checks' findings on a create or edit form, as the values stand now (the saved record under
 * them): they change as the user chooses datasets or fills in an ethics approval. Inside the form only.
 */
export function FormConflictAlerts() {
  const record = useRecordContext();
  const values = useWatch();
  return <ConflictAlerts record={{ ...record, ...values, id: record?.id ?? '' }} />;
}
