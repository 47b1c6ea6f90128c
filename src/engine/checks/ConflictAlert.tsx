import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDeclaration } from '../DeclarationsContext';
import { checkLabel, enumLabel, fieldLabel } from '../labels';
import type { CheckFindings } from './useCheckFindings';

/** A warning naming each referenced record at odds with this one, and on what (nothing when none is). */
export function ConflictAlert({ findings }: { findings: CheckFindings }) {
  const decl = useDeclaration();
  const translate = useTranslate();
  const { check, conflicts, target, labelOf } = findings;
  if (conflicts.length === 0 || !target) return null;
  const value = translate(enumLabel(decl.name, check.field, conflicts[0].value));
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{translate(checkLabel(decl.name, check.name))}</AlertTitle>
      {conflicts.map((c) => (
        <div key={String(c.recordId)}>
          {translate('mds.engine.checks.conflict', {
            record: labelOf(c.recordId),
            against: c.against.map((v) => translate(enumLabel(target.name, check.against, v))).join(', '),
            field: translate(fieldLabel(decl.name, check.field)),
            value,
          })}
        </div>
      ))}
    </Alert>
  );
}
