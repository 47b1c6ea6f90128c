import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Tone } from '../../../resources/lib/schema';
import { enumLabel } from '../labels';

interface StateTagProps {
  resource: string;
  field: string;
  value: unknown;
  tones?: Readonly<Record<string, Tone>>;
}

/** An enum value as a coloured tag (the declaration's `tones`): the state the decision starts from. */
export function StateTag({ resource, field, value, tones }: StateTagProps) {
  const translate = useTranslate();
  if (typeof value !== 'string' || value === '') return null;
  const tone = tones?.[value] ?? 'default';
  return (
    <Chip
      size="small"
      color={tone}
      variant={tone === 'default' ? 'outlined' : 'filled'}
      label={translate(enumLabel(resource, field, value), { _: value })}
      sx={{ fontWeight: 600 }}
    />
  );
}
