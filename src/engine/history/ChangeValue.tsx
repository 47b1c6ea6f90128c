import { Box } from '@mui/material';
import { useDeclaration } from '../DeclarationsContext';
import { ReferenceValue } from './ReferenceValue';
import { referenceOf } from './revisionWords';
import type { RevisionText } from './useRevisionText';

/**
 * One value of a change as the list shows it (a reference by its record's label): the value before
 * struck through, as removed; the one after as added.
 */
export function ChangeValue({ field, value, was, text }: { field: string; value: unknown; was?: boolean; text: RevisionText }) {
  return (
    <Box
      component={was ? 'del' : 'ins'}
      sx={{ textDecoration: was ? 'line-through' : 'none', color: was ? 'text.secondary' : 'text.primary', overflowWrap: 'anywhere' }}
    >
      <FieldValue field={field} value={value} text={text} />
    </Box>
  );
}

/** A field's value in the reader's words: a reference by its record's label, linked. */
export function FieldValue({ field, value, text }: { field: string; value: unknown; text: RevisionText }) {
  const decl = useDeclaration();
  const reference = referenceOf(decl, field);
  const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  return reference && !empty ? <ReferenceValue reference={reference} value={value} /> : text.value(field, value);
}
