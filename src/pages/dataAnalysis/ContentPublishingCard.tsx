import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { ChartCard, seriesRows, useChartChrome } from '../../charts';
import { useContentPublish } from './useAnalysisQueries';
import { useFormat } from '../../hooks/useFormat';

const HEIGHT = 347;

/** Contents published per two hours, stacked by content type. */
export function ContentPublishingCard() {
  const translate = useTranslate();
  const chrome = useChartChrome();
  const format = useFormat();
  const query = useContentPublish();
  return (
    <ChartCard title={translate('dataAnalysis.publishing.title')} subheader={translate('dataAnalysis.publishing.subheader')} query={query} height={HEIGHT}>
      {(data) => (
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={seriesRows(data)} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid {...chrome.grid} />
            <XAxis dataKey="x" {...chrome.axis} />
            <YAxis {...chrome.axis} axisLine={false} tickFormatter={format.compact} width={56} />
            <Tooltip {...chrome.tooltip} formatter={(v, name) => [format.number(v), name]} />
            <Legend {...chrome.legend} verticalAlign="bottom" />
            {data.series.map((s, i) => (
              <Bar
                key={s.name}
                dataKey={s.name}
                name={translate(`dataAnalysis.contentType.${s.name}`)}
                stackId="publish"
                barSize={16}
                fill={chrome.colors.series[i % chrome.colors.series.length]}
                radius={i === data.series.length - 1 ? [2, 2, 0, 0] : 0}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}
