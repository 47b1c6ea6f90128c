import { ConflictAlert, RequirementAlert, useCheckFindings } from '../checks';

/**
 * What the declared checks that read `field` find (a purpose its datasets' use conditions rule
 * out, the approvals their codes ask for), to stand beside that field rather than atop the page.
 */
export function FieldCheckAlerts({ field }: { field: string }) {
  const findings = useCheckFindings().filter((f) => f.check.field === field);
  return findings.map((f) => [
    <ConflictAlert key={`${f.check.name}-conflicts`} findings={f} />,
    <RequirementAlert key={`${f.check.name}-requires`} findings={f} />,
  ]);
}
