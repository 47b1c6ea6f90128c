import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** The stage a chart's drawing has reached; outside DrawingStages every part is drawn at once. */
const StageContext = createContext(Number.POSITIVE_INFINITY);

/**
 * Draws a recharts chart's parts in `stages` steps, each in a task of its own: the chart's frame
 * first (nothing visible), then each DrawingStage as its number comes. Mounting a chart is
 * recharts' store registering every axis, grid and series and re-rendering on each, which the
 * browser cannot interrupt: on the workplace's content chart one task of 60 ms on a desktop and
 * four times that on a phone, during which a tap waits. In steps, no one of them is long, and the
 * chart looks drawn in: its axes, then its lines, then the data (which wipes in: chartEntrance).
 */
export function DrawingStages({ stages, children }: { stages: number; children: ReactNode }) {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= stages) return;
    // A timer, not a microtask or a transition: the next stage starts after the browser has had
    // the thread back, where a tap that came meanwhile is answered first.
    const timer = setTimeout(() => setStage(stage + 1));
    return () => clearTimeout(timer);
  }, [stage, stages]);
  return <StageContext.Provider value={stage}>{children}</StageContext.Provider>;
}

/** The parts of a chart drawn from stage `at` on (see DrawingStages). */
export function DrawingStage({ at, children }: { at: number; children: ReactNode }) {
  return useContext(StageContext) >= at ? children : null;
}
