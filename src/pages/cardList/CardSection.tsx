import type { ReactNode } from 'react';
import { Box, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { TrashButton } from '../../engine/trash/TrashButton';
import type { ListPage } from './cardTypes';
import { ErrorState } from '../../components/ErrorState';

interface CardSectionProps<T extends { id: number }> {
  id: string;
  title: string;
  query: { data: ListPage<T> | undefined; isPending: boolean; error: Error | null; refetch: () => unknown };
  search: string;
  /** Placeholder cards while loading (the template showed 3, 4 and 6). */
  skeletons: number;
  /** Shown before the cards, e.g. the "create" tile. */
  lead?: ReactNode;
  renderCard: (item: T) => ReactNode;
  /** The cards' declaration: its trash's button beside the heading (when it keeps one). */
  decl: ResourceDecl;
}

/** Grid cell of a card: one per row on phones, two on tablets, four on wide screens. */
export const CARD_CELL = { xs: 12, sm: 6, lg: 3 } as const;

/** One kind of card: a heading, then skeletons, an error with retry, an empty note or the cards. */
export function CardSection<T extends { id: number }>({ id, title, query, search, skeletons, lead, renderCard, decl }: CardSectionProps<T>) {
  const translate = useTranslate();
  const items = query.data?.list ?? [];
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <TrashButton decl={decl} />
      </Stack>
      {query.error && !query.data ? (
        <ErrorState error={query.error} title="cardList.error.title" onRetry={() => void query.refetch()} />
      ) : (
        <Grid container spacing={2} aria-busy={query.isPending}>
          {lead && <Grid size={CARD_CELL}>{lead}</Grid>}
          {query.isPending
            ? Array.from({ length: skeletons }, (_, i) => (
                <Grid key={i} size={CARD_CELL}>
                  <Stack spacing={1} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, height: '100%' }}>
                    <Skeleton variant="text" width="60%" />
                    <Skeleton variant="text" width="90%" />
                    <Skeleton variant="rounded" height={56} />
                    <Skeleton variant="text" width="40%" />
                  </Stack>
                </Grid>
              ))
            : items.map((item) => (
                <Grid key={item.id} size={CARD_CELL}>
                  {renderCard(item)}
                </Grid>
              ))}
          {!query.isPending && items.length === 0 && (
            <Grid size={lead ? { xs: 12, sm: 6, lg: 9 } : 12}>
              <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                {search.trim() ? translate('cardList.empty', { search: search.trim() }) : translate('cardList.emptyAll')}
              </Typography>
            </Grid>
          )}
        </Grid>
      )}
    </Box>
  );
}
