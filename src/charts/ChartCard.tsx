import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';
import { QueryState, type QueryLike } from './QueryState';

/** A titled card holding one chart (or table) fed by one API call, with its loading and error states. */
export function ChartCard<T>({
  title,
  subheader,
  action,
  query,
  height,
  children,
}: {
  title: ReactNode;
  subheader?: ReactNode;
  action?: ReactNode;
  query: QueryLike<T>;
  height: number;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card component="section" aria-label={typeof title === 'string' ? title : undefined} sx={{ height: '100%' }}>
      <CardHeader title={title} subheader={subheader} action={action} slotProps={{ title: { variant: 'subtitle1', component: 'h2', fontWeight: 600 } }} />
      <CardContent sx={{ pt: 0 }}>
        <QueryState query={query} height={height}>
          {children}
        </QueryState>
      </CardContent>
    </Card>
  );
}
