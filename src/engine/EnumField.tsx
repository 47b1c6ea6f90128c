import { Box } from '@mui/material';
import { useFieldValue, useResourceContext, useTranslate, type FieldProps } from 'react-admin';
import type { Tone } from '../../resources/lib/schema';
import { enumLabel } from './labels';

interface EnumFieldProps extends FieldProps {
  source: string;
  tones?: Readonly<Record<string, Tone>>;
}

/** An enum value as its translated label, with a coloured dot when the declaration gives tones. */
export function EnumField({ source, tones }: EnumFieldProps) {
  const value = useFieldValue({ source }) as string | undefined;
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  if (value === undefined || value === null) return null;
  const tone = tones?.[value];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      {tone && (
        <Box component="span" aria-hidden sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: tone === 'default' ? 'text.disabled' : `${tone}.main` }} />
      )}
      {translate(enumLabel(resource, source, value), { _: value })}
    </Box>
  );
}
