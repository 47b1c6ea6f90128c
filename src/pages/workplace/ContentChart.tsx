import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChartPlace, chartEntrance } from '../../charts';
import { QueryCard, type CardQuery } from '../../components/QueryCard';
import { useFormat } from '../../hooks/useFormat';
import type { ContentPoint } from '../../../domain/workplace';
import { ContentArea } from './lazy';

const HEIGHT = 290;

/** Content volume of the last twelve days: a smooth line over a gradient area. */
export function ContentChart({ query }: { query: CardQuery<ContentPoint[]> }) {
  const translate = useTranslate();
  const format = useFormat();
  const skeleton = <Skeleton variant="rounded" height={HEIGHT} />;
  return (
    <QueryCard
      errorTitle="workplace.error.title"
      title={translate('workplace.content.title')}
      label={translate('workplace.content.title')}
      query={query}
      skeleton={skeleton}
    >
      {(points) => (
        <Box
          sx={{ height: HEIGHT, ...chartEntrance }}
          role="img"
          aria-label={translate('workplace.content.aria', { from: format.day(points[0]?.x ?? ''), to: format.day(points.at(-1)?.x ?? '') })}
        >
          <ChartPlace fallback={skeleton}>
            <ContentArea points={points} />
          </ChartPlace>
        </Box>
      )}
    </QueryCard>
  );
}
