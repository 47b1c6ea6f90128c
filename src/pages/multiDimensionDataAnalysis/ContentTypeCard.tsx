import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer, Tooltip } from 'recharts';
import { useTranslate } from 'react-admin';
import { ChartCard, seriesRows, useChartChrome } from '../../charts';
import { useDataOverview } from './useMultiAnalysisQueries';
import { useFormat } from '../../hooks/useFormat';

const HEIGHT = 280;

/** How each content type spreads over the news categories, as a radar. */
export function ContentTypeCard() {
  const translate = useTranslate();
  const chrome = useChartChrome();
  const format = useFormat();
  const query = useDataOverview();
  return (
    <ChartCard title={translate('multiDimensionAnalysis.contentTypes.title')} query={query} height={HEIGHT}>
      {(data) => (
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <RadarChart data={seriesRows(data.contentTypes)} outerRadius="70%" margin={{ top: 8, right: 24, bottom: 0, left: 24 }}>
            <PolarGrid stroke={chrome.colors.grid} />
            <PolarAngleAxis dataKey="x" tick={chrome.axis.tick} tickFormatter={(c: string) => translate(`multiDimensionAnalysis.contentTypes.${c}`)} />
            <PolarRadiusAxis tick={false} axisLine={false} />
            <Tooltip
              {...chrome.tooltip}
              labelFormatter={(c) => translate(`multiDimensionAnalysis.contentTypes.${String(c)}`)}
              formatter={(v, name) => [format.number(v), name]}
            />
            <Legend {...chrome.legend} verticalAlign="bottom" />
            {data.contentTypes.series.map((s, i) => {
              const color = chrome.colors.series[i % chrome.colors.series.length];
              return (
                <Radar
                  key={s.name}
                  dataKey={s.name}
                  name={translate(`multiDimensionAnalysis.contentType.${s.name}`)}
                  stroke={color}
                  fill={color}
                  fillOpacity={0.15}
                  isAnimationActive={false}
                />
              );
            })}
          </RadarChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}
