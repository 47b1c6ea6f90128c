import type { ReactNode } from 'react';
import { Skeleton, Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '../../components/ErrorState';

/** A monitor card's body for one query: its error with a retry, placeholders of `rows` lines while it loads, then `children` with the data. */
export function LiveContent<T>({ query, rows, children }: { query: UseQueryResult<T>; rows: number; children: (data: T) => ReactNode }) {
  if (query.error) return <ErrorState title="workplace.error.title" error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined)
    return (
      <Stack spacing={1} aria-busy="true">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={36} />
        ))}
      </Stack>
    );
  return children(query.data);
}
