import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import { useChartColors } from './useChartColors';
import { widestLabel } from './labelInterval';

const noLines = (): number[] => [];

/**
 * Props for the parts of a recharts chart around the data (axes, grid, tooltip, legend, brush),
 * in the theme's colours, so every chart looks at home in light and dark mode:
 *   <XAxis {...chrome.axis} /> <Tooltip {...chrome.tooltip} /> <Legend {...chrome.legend} />
 */
export function useChartChrome() {
  const colors = useChartColors();
  const family = useTheme().typography.fontFamily ?? 'sans-serif';
  return useMemo(() => {
    // width 0: a tick label is one line. Given the axis's width, recharts measures each label's
    // words in the page's layout to wrap it, and no label here comes near that width.
    const tick = { fill: colors.axis, fontSize: 12, width: 0 };
    const tooltipBox: CSSProperties = {
      background: colors.tooltip.background,
      border: `1px solid ${colors.tooltip.border}`,
      borderRadius: 4,
      color: colors.tooltip.color,
      boxShadow: colors.dark ? '0 4px 12px rgba(0,0,0,0.5)' : '0 4px 12px rgba(0,0,0,0.1)',
      fontSize: 12,
    };
    return {
      colors,
      axis: { tick, stroke: colors.grid, tickLine: false },
      /** The width in pixels of the widest of these tick labels. */
      widestTick: (labels: string[]) => widestLabel(labels, { family, size: tick.fontSize }),
      // Horizontal lines only. recharts works out where vertical ones would go even when it draws
      // none, measuring every x-axis label in the page's layout: a chart's first drawing, slower.
      grid: { stroke: colors.grid, strokeDasharray: '3 3', vertical: false, verticalCoordinatesGenerator: noLines },
      tooltip: {
        contentStyle: tooltipBox,
        labelStyle: { color: colors.tooltip.color, fontWeight: 600, marginBottom: 4 },
        itemStyle: { color: colors.tooltip.color, padding: 0 },
        // Series in the order they are drawn (recharts sorts by name by default).
        itemSorter: () => 0,
        cursor: { fill: colors.dark ? 'rgba(255,255,255,0.06)' : 'rgba(0,0,0,0.04)', stroke: colors.grid },
      },
      /** A legend label in the text colour (recharts paints it in the series colour). */
      legendText: (label: ReactNode) => <span style={{ color: colors.text }}>{label}</span>,
      legend: {
        wrapperStyle: { fontSize: 12 } as CSSProperties,
        iconSize: 10,
        // In the order the series are drawn, not alphabetical (recharts' default).
        itemSorter: null,
        formatter: (label: unknown) => <span style={{ color: colors.text }}>{String(label)}</span>,
      },
      brush: { stroke: colors.primary, fill: colors.tooltip.background, travellerWidth: 8 },
    };
  }, [colors, family]);
}

export type ChartChrome = ReturnType<typeof useChartChrome>;
