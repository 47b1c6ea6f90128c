import { Box, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { GrowthFigure, QueryState, useChartColors } from '../../charts';
import { OpinionBarChart } from './OpinionBarChart';
import { OpinionDonutChart } from './OpinionDonutChart';
import { OpinionLineChart } from './OpinionLineChart';
import { usePublicOpinion } from './useAnalysisQueries';
import type { OpinionPoint, OpinionQuota, OpinionResult, OpinionSlice } from './types';
import { useFormat } from '../../hooks/useFormat';

const CHART_HEIGHT = 110;

function OpinionChart({ quota, data, color }: { quota: OpinionQuota; data: OpinionResult; color: string }) {
  if (quota === 'share') return <OpinionDonutChart slices={data.chartData as OpinionSlice[]} height={CHART_HEIGHT} />;
  if (quota === 'published') return <OpinionBarChart points={data.chartData as OpinionPoint[]} height={CHART_HEIGHT} color={color} />;
  return <OpinionLineChart points={data.chartData as OpinionPoint[]} height={CHART_HEIGHT} color={color} />;
}

/** One public opinion indicator: its total, growth on the previous period and its small chart. */
export function OpinionMiniCard({ quota, colorIndex }: { quota: OpinionQuota; colorIndex: number }) {
  const translate = useTranslate();
  const format = useFormat();
  const colors = useChartColors();
  const query = usePublicOpinion(quota);
  const color = colors.series[colorIndex % colors.series.length];
  const title = translate(`dataAnalysis.opinion.${quota}`);
  return (
    <Box
      component="article"
      aria-label={title}
      sx={{
        p: 2,
        borderRadius: 1,
        height: '100%',
        background: `linear-gradient(180deg, ${alpha(color, colors.dark ? 0.22 : 0.12)} 0%, ${alpha(color, colors.dark ? 0.04 : 0.02)} 100%)`,
      }}
    >
      <Typography variant="body2" component="h3" color="text.secondary">
        {title}
      </Typography>
      <QueryState
        query={query}
        height={CHART_HEIGHT + 56}
        skeleton={
          <Box data-testid="chart-skeleton">
            <Skeleton width="50%" height={40} />
            <Skeleton width="70%" />
            <Skeleton variant="rounded" height={CHART_HEIGHT} />
          </Box>
        }
      >
        {(data) => (
          <>
            <Typography variant="h5" sx={{ fontWeight: 600, mt: 0.5 }} data-testid="opinion-count">
              {format.number(data.count)}
            </Typography>
            <GrowthFigure value={data.growth} label={translate(`dataAnalysis.opinion.growth.${quota}`)} />
            <Box sx={{ mt: 1 }}>
              <OpinionChart quota={quota} data={data} color={color} />
            </Box>
          </>
        )}
      </QueryState>
    </Box>
  );
}
