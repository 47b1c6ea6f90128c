import { useTranslate } from 'react-admin';

/** "Created Time from" / "Created Time to" for a range filter's two ends. */
export function RangeLabel({ field, edge }: { field: string; edge: 'from' | 'to' }) {
  const translate = useTranslate();
  return (
    <>
      {translate(field)} ({translate(`mds.list.${edge}`)})
    </>
  );
}
