import { useContext } from 'react';
import { useGetMany, useRecordContext } from 'react-admin';
import { conflictsOf, referencedIds, type Conflict } from '../../../resources/lib/conflicts';
import type { ConflictCheck, ResourceDecl } from '../../../resources/lib/schema';
import { DeclarationsContext, useDeclaration } from '../DeclarationsContext';

/** One check's conflicts on the current record, with the referenced declaration and records to name them by. */
export function useConflicts(check: ConflictCheck): { conflicts: Conflict[]; target?: ResourceDecl; labelOf: (id: string | number) => string } {
  const decl = useDeclaration();
  const record = useRecordContext();
  const target = useContext(DeclarationsContext).find((d) => d.name === decl.fields[check.via]?.reference);
  const ids = record ? referencedIds(record, check) : [];
  const { data = [] } = useGetMany(target?.name ?? '', { ids }, { enabled: Boolean(target) && ids.length > 0 });
  const labelOf = (id: string | number) => {
    const found = data.find((r) => String(r.id) === String(id));
    return String((target && found?.[target.recordLabel]) ?? `#${id}`);
  };
  return { conflicts: record ? conflictsOf(check, record, data) : [], target, labelOf };
}
