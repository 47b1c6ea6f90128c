import { createElement, useEffect, type ComponentType } from 'react';
import { lazyPart } from '../components/lazyPart';
import { afterNextPaint } from '../hooks/afterNextPaint';

/** How long a chart waits at most for the one before it, which may never be drawn (its card left the page). */
const TURN_MS = 1000;
/** Resolves when the chart last asked for has been drawn: each chart waits for it. */
let turn = Promise.resolve();

/**
 * A chart whose code is asked for once the frame that first needs it has been painted. recharts and
 * d3 are a page's biggest download and its least urgent part: loaded with the page, they held back
 * the page's first paint (the greeting, the figures, the cards' outlines) by their download over a
 * slow network. Charts are drawn one after the other, a paint between: a chart's first drawing is
 * one piece of work that cannot pause (recharts measures and lays out as it mounts), and two at once
 * kept a phone from answering a tap for twice as long. Render it inside a Suspense whose fallback
 * holds its place.
 */
export function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyPart(async () => {
    const before = turn;
    let drawn = () => {};
    turn = new Promise<void>((resolve) => {
      drawn = resolve;
      setTimeout(resolve, TURN_MS);
    });
    await before;
    await afterNextPaint();
    const Chart = await load().catch((error: unknown) => {
      drawn();
      throw error;
    });
    function DrawnChart(props: P) {
      useEffect(drawn, []);
      return createElement(Chart, props);
    }
    return DrawnChart;
  }).Part;
}
