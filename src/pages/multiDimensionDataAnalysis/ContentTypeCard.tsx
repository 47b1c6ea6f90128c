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
  const category = (c: string) => translate(`multiDimensionAnalysis.contentTypes.${c}`);
  return (
    <ChartCard title={translate('multiDimensionAnalysis.contentTypes.title')} query={query} height={HEIGHT}>
      {(data) => {
        // The categories at the radar's left and right ends stand outside it: room for the widest.
        const side = Math.ceil(chrome.widestTick(data.contentTypes.xAxis.map(category))) + 8;
        return (
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <RadarChart data={seriesRows(data.contentTypes)} outerRadius="90%" margin={{ top: 8, right: side, bottom: 0, left: side }}>
              <PolarGrid stroke={chrome.colors.grid} />
              <PolarAngleAxis dataKey="x" tick={chrome.axis.tick} tickFormatter={category} />
              <PolarRadiusAxis tick={false} axisLine={false} />
              <Tooltip {...chrome.tooltip} labelFormatter={(c) => category(String(c))} formatter={(v, name) => [format.number(v), name]} />
              {/* As wide as the chart, not as the radar between the margins. */}
              <Legend {...chrome.legend} wrapperStyle={{ ...chrome.legend.wrapperStyle, left: 0, width: '100%' }} verticalAlign="bottom" />
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
        );
      }}
    </ChartCard>
  );
}
