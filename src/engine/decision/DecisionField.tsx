import { Stack, Typography } from '@mui/material';
import { Labeled, useLocaleState, useRecordContext } from 'react-admin';
import type { FieldDecl } from '../../../resources/lib/schema';
import { ConflictAlerts } from '../checks';
import { useDeclaration } from '../DeclarationsContext';
import { fieldColumn } from '../fieldColumn';
import { fieldLabel } from '../labels';
import { ReferenceSummaryField } from './ReferenceSummaryField';

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * One field, labelled, with the declared conflict checks that read it right beside it (the purpose
 * a dataset's use conditions rule out): the reviewer sees the conflict where the value is.
 */
export function DecisionField({ name, field }: { name: string; field: FieldDecl }) {
  const decl = useDeclaration();
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const checked = (decl.checks ?? []).some((check) => check.field === name);
  const label = fieldLabel(decl.name, name);
  const value = record?.[name];
  // An empty field says so: a missing ethics approval is part of what is decided on.
  const shown = isEmpty(value) ? (
    <Typography component="span" variant="body2" color="text.secondary">
      —
    </Typography>
  ) : field.reference ? (
    <ReferenceSummaryField source={name} field={field} />
  ) : (
    fieldColumn(decl.name, name, field, locale)
  );
  return (
    <Stack spacing={1} className={`ra-field ra-field-${name}`}>
      <Labeled label={label} source={name}>
        {shown}
      </Labeled>
      {checked && <ConflictAlerts field={name} />}
    </Stack>
  );
}
