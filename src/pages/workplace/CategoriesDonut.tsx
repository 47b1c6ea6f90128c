import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChartPlace, chartEntrance, useChartColors } from '../../charts';
import { QueryCard, type CardQuery } from '../../components/QueryCard';
import { useFormat } from '../../hooks/useFormat';
import type { CategoryShare } from '../../../domain/workplace';
import { CategoriesPie } from './lazy';

const HEIGHT = 240;

/** Share of content by type: a donut with the total in its centre and a legend below. */
export function CategoriesDonut({ query }: { query: CardQuery<CategoryShare[]> }) {
  const translate = useTranslate();
  const colors = useChartColors();
  const format = useFormat();
  const title = translate('workplace.categories.title');
  const skeleton = <Skeleton variant="circular" width={HEIGHT - 40} height={HEIGHT - 40} sx={{ mx: 'auto' }} />;
  return (
    <QueryCard errorTitle="workplace.error.title" title={title} label={title} query={query} skeleton={skeleton}>
      {(shares) => {
        const total = shares.reduce((n, s) => n + s.value, 0);
        const data = shares.map((s, i) => ({ ...s, name: translate(`workplace.contentType.${s.type}`), color: colors.series[i % colors.series.length] }));
        return (
          <>
            <Box sx={{ position: 'relative', height: HEIGHT, ...chartEntrance }}>
              <ChartPlace fallback={skeleton}>
                <CategoriesPie data={data} total={total} />
              </ChartPlace>
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  pointerEvents: 'none',
                }}
              >
                <Typography variant="caption" color="text.secondary">
                  {translate('workplace.categories.total')}
                </Typography>
                <Typography sx={{ fontSize: 20, fontWeight: 600 }} data-testid="categories-total">
                  {format.number(total)}
                </Typography>
              </Box>
            </Box>
            <Stack
              direction="row"
              spacing={2}
              useFlexGap
              sx={{ justifyContent: 'center', flexWrap: 'wrap', m: 0, mt: 1, p: 0 }}
              component="ul"
              aria-label={translate('workplace.categories.legend')}
            >
              {data.map((d) => (
                <Box component="li" key={d.type} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, listStyle: 'none' }}>
                  <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: d.color }} aria-hidden />
                  <Typography variant="body2">
                    {d.name}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {format.percent((d.value / total) * 100)}
                    </Typography>
                  </Typography>
                </Box>
              ))}
            </Stack>
          </>
        );
      }}
    </QueryCard>
  );
}
