import type { RaRecord } from 'react-admin';
import { ConflictAlert } from './ConflictAlert';
import { RequirementAlert } from './RequirementAlert';
import { useCheckFindings } from './useCheckFindings';

/**
 * What the declared checks find on the record being shown or edited (or on `record`, a form's
 * values): the referenced records at odds with it, and the fields their codes ask for left empty.
 * `field`: only the checks that read that field, to stand beside it rather than atop the page.
 */
export function ConflictAlerts({ record, field }: { record?: RaRecord; field?: string }) {
  const findings = useCheckFindings(record).filter((f) => field === undefined || f.check.field === field);
  return findings.map((f) => [
    <ConflictAlert key={`${f.check.name}-conflicts`} findings={f} />,
    <RequirementAlert key={`${f.check.name}-requires`} findings={f} />,
  ]);
}
