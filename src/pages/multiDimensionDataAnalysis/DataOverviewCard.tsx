import { Grid } from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import Favorite from '@mui/icons-material/Favorite';
import Person from '@mui/icons-material/Person';
import ThumbUp from '@mui/icons-material/ThumbUp';
import { useTranslate } from 'react-admin';
import { ChartCard, useChartColors } from '../../charts';
import { OverviewAreaChart } from './OverviewAreaChart';
import { OverviewStatistic } from './OverviewStatistic';
import { OVERVIEW_COLORS } from './types';
import { useDataOverview } from './useMultiAnalysisQueries';
import { useFormat } from '../../hooks/useFormat';

const ICONS: Record<string, React.ReactNode> = {
  contentProduction: <Edit />,
  contentClick: <ThumbUp />,
  contentExposure: <Favorite />,
  activeUsers: <Person />,
};
const HEIGHT = 380;

/** The latest day's four indicators and their last twelve days, stacked. */
export function DataOverviewCard() {
  const translate = useTranslate();
  const format = useFormat();
  const colors = useChartColors();
  const query = useDataOverview();
  const lastDay = query.data?.xAxis.at(-1);
  return (
    <ChartCard
      title={translate('multiDimensionAnalysis.overview.title')}
      subheader={lastDay && translate('multiDimensionAnalysis.overview.subheader', { date: format.longDay(lastDay) })}
      query={query}
      height={HEIGHT + 72}
    >
      {(data) => (
        <>
          {/* Four in a row where each label fits on one line beside its icon; two below that. */}
          <Grid container spacing={2} sx={{ mb: 2 }}>
            {data.series.map((s, i) => (
              <Grid key={s.name} size={{ xs: 12, sm: 6, xl: 3 }}>
                <OverviewStatistic
                  icon={ICONS[s.name]}
                  label={translate(`multiDimensionAnalysis.overview.${s.name}`)}
                  value={s.count}
                  color={colors.series[OVERVIEW_COLORS[i % OVERVIEW_COLORS.length]]}
                />
              </Grid>
            ))}
          </Grid>
          <OverviewAreaChart data={data} height={HEIGHT} />
        </>
      )}
    </ChartCard>
  );
}
