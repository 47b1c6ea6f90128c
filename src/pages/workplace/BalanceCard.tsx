import { Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QueryCard, type CardQuery } from '../../components/QueryCard';
import { useFormat } from '../../hooks/useFormat';
import type { Balance } from '../../../domain/workplace';

/** The project's account balance, in CNY, with its open orders. */
export function BalanceCard({ query }: { query: CardQuery<Balance> }) {
  const translate = useTranslate();
  const format = useFormat();
  const title = translate('workplace.balance.title');
  return (
    <QueryCard title={title} label={title} query={query} skeleton={<Skeleton variant="text" height={48} />}>
      {(b) => (
        <>
          <Typography sx={{ fontSize: 26, fontWeight: 600 }} data-testid="balance-amount">
            {format.money(b.amount)}
          </Typography>
          <Stack direction="row" spacing={3} sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('workplace.balance.pendingOrders', { count: format.number(b.pendingOrders), smart_count: b.pendingOrders })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('workplace.balance.pendingRenewals', { count: format.number(b.pendingRenewals), smart_count: b.pendingRenewals })}
            </Typography>
          </Stack>
        </>
      )}
    </QueryCard>
  );
}
