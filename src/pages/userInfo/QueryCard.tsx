import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, Skeleton, Stack } from '@mui/material';
import { ErrorState } from '../cardList/ErrorState';

export interface Query<T> {
  data: T | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

interface QueryCardProps<T> {
  title: string;
  action?: ReactNode;
  query: Query<T>;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A card whose content comes from one call: skeleton while loading, error with retry, then the content. */
export function QueryCard<T>({ title, action, query, skeleton, children }: QueryCardProps<T>) {
  return (
    <Card component="section" aria-label={title}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        sx={{ pb: 0, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent>
        {query.error && query.data === undefined ? (
          <ErrorState error={query.error} title="userInfo.error" onRetry={() => void query.refetch()} />
        ) : query.isPending || query.data === undefined ? (
          (skeleton ?? (
            <Stack spacing={1} aria-busy="true">
              <Skeleton variant="text" width="80%" />
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="text" width="70%" />
            </Stack>
          ))
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}
