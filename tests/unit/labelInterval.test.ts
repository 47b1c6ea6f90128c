/**
 * Axis labels spaced without the page's layout (src/charts/labelInterval.ts): how wide the widest
 * label is, and how many labels to skip so that the shown ones stand apart.
 */
import { describe, expect, it } from 'vitest';
import { labelInterval, widestLabel } from '../../src/charts';

const FONT = { family: 'sans-serif', size: 12 };

describe('labelInterval', () => {
  it('shows every label when each has its room, and skips evenly when they do not', () => {
    // Twelve labels 40 px wide, 8 px apart at least: 11 gaps of 48 px need 528 px.
    expect(labelInterval(12, 40, 600)).toBe(0);
    expect(labelInterval(12, 40, 528)).toBe(0);
    expect(labelInterval(12, 40, 527)).toBe(1);
    // On a phone's 280 px: a gap of 25.5 px per day, so every second day is 51 px apart.
    expect(labelInterval(12, 40, 280)).toBe(1);
    expect(labelInterval(12, 40, 140)).toBe(3);
  });

  it('shows the labels as they are before the chart has a width, or with one label', () => {
    expect(labelInterval(12, 40, 0)).toBe(0);
    expect(labelInterval(1, 40, 10)).toBe(0);
  });
});

describe('widestLabel', () => {
  it('measures the widest label; ideographs are wider than Latin letters of the same count', () => {
    const latin = widestLabel(['Nov 7', 'Nov 17'], FONT);
    expect(latin).toBeCloseTo(6 * 0.6 * 12);
    expect(widestLabel(['11月17日'], FONT)).toBeGreaterThan(widestLabel(['Nov 17'], FONT));
    expect(widestLabel([], FONT)).toBe(0);
  });
});
