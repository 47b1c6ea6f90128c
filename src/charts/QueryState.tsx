import type { ReactNode } from 'react';
import { Skeleton } from '@mui/material';
import { ErrorState } from '../components/ErrorState';

/** The parts of a react-query result a chart needs. */
export interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A chart's three states: a skeleton of the chart's size while its figures load, the error with
 * a retry when they failed, else the chart drawn from them (`children(data)`).
 */
export function QueryState<T>({
  query,
  height,
  children,
  skeleton,
}: {
  query: QueryLike<T>;
  height: number;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  // Keep showing the skeleton while a retry is under way, not the old error.
  if (query.error && !query.isFetching)
    return <ErrorState title="charts.loadFailed" error={query.error} onRetry={() => void query.refetch()} minHeight={height} />;
  return <>{skeleton ?? <Skeleton variant="rounded" height={height} data-testid="chart-skeleton" />}</>;
}
