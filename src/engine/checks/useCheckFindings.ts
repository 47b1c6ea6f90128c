import { useContext } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, type RaRecord } from 'react-admin';
import { conflictsOf, referencedIds, unmetRequirements, type Conflict, type Requirement } from '../../../resources/lib/conflicts';
import type { ConflictCheck, ResourceDecl } from '../../../resources/lib/schema';
import { DeclarationsContext, useDeclaration } from '../DeclarationsContext';

/** What one declared check finds on a record: its conflicts, the fields its codes ask for left empty. */
export interface CheckFindings {
  check: ConflictCheck;
  /** The declaration of the records the check reads (datasets). */
  target?: ResourceDecl;
  conflicts: Conflict[];
  unmet: Requirement[];
  /** A referenced record's label, else `#id`. */
  labelOf: (id: string | number) => string;
  /** The referenced records are still loading: nothing is found yet. */
  isPending: boolean;
}

/**
 * Every declared check of the current record (or of `record`, e.g. a form's values). The records
 * each check reads are asked for under react-admin's own getMany key, so the reference fields'
 * reads and these share one request and one cache.
 */
export function useCheckFindings(record?: RaRecord): CheckFindings[] {
  const decl = useDeclaration();
  const context = useRecordContext();
  const current = record ?? context;
  const declarations = useContext(DeclarationsContext);
  const dataProvider = useDataProvider();
  const checks = decl.checks ?? [];
  const targets = checks.map((check) => declarations.find((d) => d.name === decl.fields[check.via]?.reference));
  const idsOf = (check: ConflictCheck) => (current ? referencedIds(current, check) : []);
  const results = useQueries({
    queries: checks.map((check, i) => {
      const ids = idsOf(check);
      const resource = targets[i]?.name ?? '';
      return {
        queryKey: [resource, 'getMany', { ids: ids.map(String), meta: undefined }],
        queryFn: async () => (await dataProvider.getMany(resource, { ids })).data,
        enabled: Boolean(targets[i]) && ids.length > 0,
        retry: false,
      };
    }),
  });
  return checks.map((check, i) => {
    const target = targets[i];
    const data = results[i].data ?? [];
    const labelOf = (id: string | number) => {
      const found = data.find((r) => String(r.id) === String(id));
      return String((target && found?.[target.recordLabel]) ?? `#${id}`);
    };
    const found = current ? { conflicts: conflictsOf(check, current, data), unmet: unmetRequirements(check, current, data) } : { conflicts: [], unmet: [] };
    return { check, target, labelOf, ...found, isPending: results[i].isPending && idsOf(check).length > 0 && Boolean(target) };
  });
}

/** Whether the record's checks find a conflict (a reason is then needed to decide despite it). */
export const hasConflicts = (findings: readonly CheckFindings[]) => findings.some((f) => f.conflicts.length > 0);
