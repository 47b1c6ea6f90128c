import { useContext } from 'react';
import { Stack } from '@mui/material';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { DeclarationsContext } from '../DeclarationsContext';
import { EnumChips } from '../EnumChips';
import { EnumField } from '../EnumField';

/**
 * What a decision needs to know of a referenced record (a requested dataset, an output's grant):
 * its label, linked to its page, and the enums that class it: those with tones that lists filter
 * by (sensitivity, state) and the multiple ones (use conditions). Read from its declaration.
 */
export function ReferenceSummary({ reference }: { reference: string }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const target = useContext(DeclarationsContext).find((d) => d.name === reference);
  if (!record || !target) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
      <Link to={createPath({ resource: reference, id: record.id, type: 'show' })} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {String(record[target.recordLabel] ?? record.id)}
      </Link>
      {classingEnums(target).map(([name, f]) => (f.multiple ? <EnumChips key={name} source={name} /> : <EnumField key={name} source={name} tones={f.tones} />))}
    </Stack>
  );
}

/** The enum fields that class a record: filtered by with tones, then the multiple ones (their chips wrap last). */
const classingEnums = (decl: ResourceDecl) => {
  const enums = Object.entries(decl.fields).filter(([, f]) => f.kind === 'enum');
  return [...enums.filter(([, f]) => !f.multiple && f.filter && f.tones), ...enums.filter(([, f]) => f.multiple)];
};
