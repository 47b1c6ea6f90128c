import { Chip } from '@mui/material';
import { useResourceContext, useTranslate, type FieldProps } from 'react-admin';
import { useCellValue } from './cells/useCellValue';
import { enumLabel } from './labels';

// Plain styles, not sx: a list renders this in every row of every page.
const ROW = { display: 'inline-flex', flexWrap: 'wrap', gap: 4 } as const;

/** A `multiple` enum's values as chips with their translated labels. */
export function EnumChips({ source }: FieldProps & { source: string }) {
  const value = useCellValue(source);
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  if (!Array.isArray(value) || value.length === 0) return null;
  return (
    <span style={ROW}>
      {value.map((item: string) => (
        <Chip key={item} size="small" label={translate(enumLabel(resource, source, item), { _: item })} />
      ))}
    </span>
  );
}
