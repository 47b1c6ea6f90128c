import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { Box, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChartCard, useChartChrome } from '../../charts';
import { useDataOverview } from './useMultiAnalysisQueries';
import { useFormat } from '../../hooks/useFormat';

const HEIGHT = 260;

/** Where each content type was published from: a donut per type, one legend of sources. */
export function PublishingSourceCard() {
  const translate = useTranslate();
  const chrome = useChartChrome();
  const format = useFormat();
  const query = useDataOverview();
  const colorOf = (i: number) => chrome.colors.series[i % chrome.colors.series.length];
  return (
    <ChartCard title={translate('multiDimensionAnalysis.source.title')} query={query} height={HEIGHT}>
      {({ publishingSource: { xAxis: sources, series } }) => (
        <>
          <Grid container spacing={2}>
            {series.map((s) => {
              const typeName = translate(`multiDimensionAnalysis.contentType.${s.name}`);
              const slices = sources.map((source, i) => ({ name: translate(`multiDimensionAnalysis.source.${source}`), value: s.value[i] }));
              return (
                <Grid key={s.name} size={{ xs: 12, md: 4 }}>
                  <Box component="figure" aria-label={typeName} sx={{ m: 0, position: 'relative' }}>
                    <ResponsiveContainer width="100%" height={HEIGHT}>
                      <PieChart>
                        <Tooltip {...chrome.tooltip} formatter={(v, name) => [format.number(v), name]} />
                        <Pie
                          data={slices}
                          dataKey="value"
                          nameKey="name"
                          cy="50%"
                          innerRadius={55}
                          outerRadius={85}
                          paddingAngle={1}
                          stroke="none"
                          isAnimationActive={false}
                        >
                          {slices.map((slice, i) => (
                            <Cell key={slice.name} fill={colorOf(i)} />
                          ))}
                        </Pie>
                      </PieChart>
                    </ResponsiveContainer>
                    <Typography
                      component="figcaption"
                      variant="subtitle2"
                      sx={{ position: 'absolute', top: '50%', left: 0, right: 0, transform: 'translateY(-50%)', textAlign: 'center', pointerEvents: 'none' }}
                    >
                      {typeName}
                    </Typography>
                  </Box>
                </Grid>
              );
            })}
          </Grid>
          {/* One legend for the three donuts: the sources are the same in each. */}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}>
            {sources.map((source, i) => (
              <Box component="li" key={source} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 12 }}>
                <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colorOf(i) }} />
                {translate(`multiDimensionAnalysis.source.${source}`)}
              </Box>
            ))}
          </Box>
        </>
      )}
    </ChartCard>
  );
}
