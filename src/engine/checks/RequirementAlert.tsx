import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CheckFindings } from './useCheckFindings';
import { useRequirementLines } from './useRequirementLines';

/** What the referenced records' codes ask of this one and it lacks (an ethics approval for IRB); nothing when all is given. */
export function RequirementAlert({ findings }: { findings: CheckFindings }) {
  const translate = useTranslate();
  const lines = useRequirementLines(findings);
  if (lines.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{translate('mds.engine.checks.requirement.title')}</AlertTitle>
      {lines.map(({ key, text }) => (
        <div key={key}>{text}</div>
      ))}
    </Alert>
  );
}
