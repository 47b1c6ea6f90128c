import { Stack } from '@mui/material';
import { RecordsIterator, ReferenceArrayField, ReferenceField, type FieldProps } from 'react-admin';
import type { FieldDecl } from '../../../resources/lib/schema';
import { ReferenceSummary } from './ReferenceSummary';

/** A reference field on the decision screen: each record it names, summed up (ReferenceSummary). */
export function ReferenceSummaryField({ source, field }: FieldProps & { source: string; field: FieldDecl }) {
  const reference = field.reference ?? '';
  if (field.multiple)
    return (
      <ReferenceArrayField source={source} reference={reference}>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <RecordsIterator>
            <li>
              <ReferenceSummary reference={reference} />
            </li>
          </RecordsIterator>
        </Stack>
      </ReferenceArrayField>
    );
  return (
    <ReferenceField source={source} reference={reference} link={false}>
      <ReferenceSummary reference={reference} />
    </ReferenceField>
  );
}
