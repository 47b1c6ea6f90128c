import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { ChartCard, useChartChrome } from '../../charts';
import { useDataOverview } from './useMultiAnalysisQueries';
import { useFormat } from '../../hooks/useFormat';

const HEIGHT = 140;

/** Likes, comments and shares of the latest day, as horizontal bars. */
export function UserActionsCard() {
  const translate = useTranslate();
  const chrome = useChartChrome();
  const format = useFormat();
  const query = useDataOverview();
  return (
    <ChartCard title={translate('multiDimensionAnalysis.userActions.title')} query={query} height={HEIGHT}>
      {(data) => {
        const rows = data.userActions.map((a) => ({ ...a, label: translate(`multiDimensionAnalysis.userActions.${a.name}`) }));
        return (
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 48, bottom: 0, left: 0 }}>
              <XAxis type="number" hide />
              <YAxis type="category" dataKey="label" {...chrome.axis} axisLine={false} width={72} />
              <Tooltip {...chrome.tooltip} formatter={(v) => [format.number(v), translate('multiDimensionAnalysis.userActions.count')]} />
              <Bar dataKey="value" barSize={14} radius={[0, 4, 4, 0]} isAnimationActive={false}>
                {rows.map((r, i) => (
                  <Cell key={r.name} fill={chrome.colors.series[i % chrome.colors.series.length]} />
                ))}
                <LabelList dataKey="value" position="right" formatter={format.number} fill={chrome.colors.text} fontSize={12} />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        );
      }}
    </ChartCard>
  );
}
