import { useTheme } from '@mui/material/styles';
import { useResourceContext, useTranslate, type FieldProps } from 'react-admin';
import type { Tone } from '../../resources/lib/schema';
import { useCellValue } from './cells/useCellValue';
import { enumLabel } from './labels';

interface EnumFieldProps extends FieldProps {
  source: string;
  tones?: Readonly<Record<string, Tone>>;
}

// Plain styles, not sx: a list renders this in every row of every page.
const ROW = { display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' } as const;
const DOT = { width: 6, height: 6, borderRadius: '50%', flexShrink: 0 } as const;

/** An enum value as its translated label, with a coloured dot when the declaration gives tones. */
export function EnumField({ source, tones }: EnumFieldProps) {
  const value = useCellValue(source) as string | undefined | null;
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { palette } = useTheme();
  if (value === undefined || value === null) return null;
  const tone = tones?.[value];
  return (
    <span style={ROW}>
      {tone && <span aria-hidden style={{ ...DOT, backgroundColor: tone === 'default' ? palette.text.disabled : palette[tone].main }} />}
      {translate(enumLabel(resource, source, value), { _: value })}
    </span>
  );
}
