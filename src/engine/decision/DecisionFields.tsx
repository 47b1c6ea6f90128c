import { useId } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useRole } from '../../appSettings/useRole';
import { useDeclaration } from '../DeclarationsContext';
import { DecisionField } from './DecisionField';
import { fieldSlots } from './decisionLayout';
import { FieldGroupCard } from './FieldGroupCard';

/** The record's fields the viewer may read, in declaration order, declared groups kept together. */
export function DecisionFields() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const role = useRole();
  const translate = useTranslate();
  const titleId = useId();
  if (!record) return null;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {translate('mds.engine.decision.fields.title')}
        </Typography>
        <Stack spacing={1.5}>
          {fieldSlots(decl, role, record).map((slot) =>
            slot.kind === 'group' ? (
              <FieldGroupCard key={slot.group.name} group={slot.group} fields={slot.fields} />
            ) : (
              <DecisionField key={slot.name} name={slot.name} field={slot.field} />
            ),
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
