import { useId } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldDecl, FieldGroup } from '../../../resources/lib/schema';
import { useDeclaration } from '../DeclarationsContext';
import { DecisionField } from './DecisionField';

/** A declared group of fields (the Five Safes) under its heading, read as one answer. */
export function FieldGroupCard({ group, fields }: { group: FieldGroup; fields: { name: string; field: FieldDecl }[] }) {
  const decl = useDeclaration();
  const translate = useTranslate();
  const titleId = useId();
  if (fields.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {translate(`resources.${decl.name}.groups.${group.name}`, { _: group.name })}
        </Typography>
        <Stack spacing={1.5}>
          {fields.map(({ name, field }) => (
            <DecisionField key={name} name={name} field={field} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
