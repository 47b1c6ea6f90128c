import { Brush, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { ChartCard, seriesRows, useChartChrome } from '../../charts';
import { useContentPeriod } from './useAnalysisQueries';
import { useFormat } from '../../hooks/useFormat';

const HEIGHT = 370;

/** Each content type's share per two hours; the brush under the chart zooms into a time span. */
export function ContentPeriodCard() {
  const translate = useTranslate();
  const chrome = useChartChrome();
  const format = useFormat({ percentDigits: 2 });
  const query = useContentPeriod();
  return (
    <ChartCard title={translate('dataAnalysis.period.title')} subheader={translate('dataAnalysis.period.subheader')} query={query} height={HEIGHT}>
      {(data) => (
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <LineChart data={seriesRows(data)} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid {...chrome.grid} />
            <XAxis dataKey="x" {...chrome.axis} />
            <YAxis {...chrome.axis} axisLine={false} tickFormatter={format.percent} width={56} />
            <Tooltip {...chrome.tooltip} formatter={(v, name) => [format.percent(v), name]} />
            <Legend {...chrome.legend} verticalAlign="top" height={32} />
            {data.series.map((s, i) => (
              <Line
                key={s.name}
                dataKey={s.name}
                name={translate(`dataAnalysis.contentType.${s.name}`)}
                type="monotone"
                stroke={chrome.colors.series[i % chrome.colors.series.length]}
                strokeWidth={2}
                dot={false}
                activeDot={{ r: 4 }}
                isAnimationActive={false}
              />
            ))}
            <Brush dataKey="x" height={28} {...chrome.brush} />
          </LineChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}
