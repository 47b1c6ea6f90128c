import type { RaRecord } from 'react-admin';
import { ConflictAlert } from './ConflictAlert';
import { RequirementAlert } from './RequirementAlert';
import { useCheckFindings } from './useCheckFindings';

/**
 * What every declared check finds on the record being shown or edited (or on `record`, a form's
 * values): the referenced records at odds with it, and the fields their codes ask for left empty.
 */
export function ConflictAlerts({ record }: { record?: RaRecord }) {
  const findings = useCheckFindings(record);
  return findings.map((f) => [
    <ConflictAlert key={`${f.check.name}-conflicts`} findings={f} />,
    <RequirementAlert key={`${f.check.name}-requires`} findings={f} />,
  ]);
}
