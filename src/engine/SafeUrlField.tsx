import { Link } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { isHttpUrl } from '../../resources/lib/validate';

/** A link only for http(s) values: anything else (`javascript:`…) is shown as inert text. */
export function SafeUrlField({ source }: FieldProps & { source: string }) {
  const value = useFieldValue({ source });
  if (typeof value !== 'string' || !value) return null;
  if (!isHttpUrl(value)) return <span>{value}</span>;
  return (
    <Link href={value} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
      {value}
    </Link>
  );
}
