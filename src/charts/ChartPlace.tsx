import { Suspense, useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useNearScreen } from '../hooks/useNearScreen';

/**
 * Where a lazy chart (lazyChart) is drawn: its fallback holds the place until the chart's code is in
 * and until the place comes near the screen. A chart's first drawing is a page's longest piece of
 * work; one below the fold of a phone (the workplace's donut) waits for the reader's scroll, not
 * the page's load, and a phone answers taps sooner.
 */
export function ChartPlace({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place);
  return (
    <Box ref={place} sx={{ height: '100%' }}>
      {near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </Box>
  );
}
