import { useDeferredValue, type ReactNode } from 'react';
import { Card, CardContent, Skeleton, Stack, type SxProps, type Theme } from '@mui/material';
import { ErrorState } from './ErrorState';
import { SectionCardHeader } from './SectionCardHeader';

export interface CardQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

interface QueryCardProps<T> {
  title: ReactNode;
  /** Right side of the header (a switch, a link…). */
  action?: ReactNode;
  query: CardQuery<T>;
  /** Placeholder while loading; a few text lines by default. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
  sx?: SxProps<Theme>;
  /** Names the card for assistive technology and tests. */
  label?: string;
  /** Message key shown when the call fails. */
  errorTitle?: string;
}

/** A card whose content comes from one API call: skeleton while loading, error with retry, then the content. */
export function QueryCard<T>({ title, action, query: asked, skeleton, children, sx, label, errorTitle }: QueryCardProps<T>) {
  // An answer arrives as an urgent render (react-query's store), which React cannot pause: the
  // card's content is drawn in a deferred one instead, in slices, so that a page whose cards'
  // answers come in together answers a tap on a phone in between.
  const query = useDeferredValue(asked);
  return (
    <Card component="section" aria-label={label ?? (typeof title === 'string' ? title : undefined)} sx={{ display: 'flex', flexDirection: 'column', ...sx }}>
      <SectionCardHeader title={title} action={action} />
      <CardContent sx={{ flex: 1 }}>
        {/* A failed refresh keeps what was shown; only a card with nothing to show reports the error. */}
        {query.error && query.data === undefined ? (
          <ErrorState error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />
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
