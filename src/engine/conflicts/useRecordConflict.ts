import { useEffect, useState } from 'react';
import type { Identifier } from 'react-admin';
import { recordConflicts, type RecordConflict } from '../../../dataProvider/conflicts';

/** The last write of this record refused because someone else changed it first, until dismissed. */
export function useRecordConflict(resource: string, id: Identifier | undefined) {
  const [conflict, setConflict] = useState<RecordConflict | null>(null);
  useEffect(
    () =>
      recordConflicts.subscribe((c) => {
        if (id !== undefined && c.resource === resource && String(c.id) === String(id)) setConflict(c);
      }),
    [resource, id],
  );
  return [conflict, () => setConflict(null)] as const;
}
