import { keyframes } from '@mui/material/styles';

const wipe = keyframes`
  from { clip-path: inset(0 100% 0 0); }
  to { clip-path: inset(0); }
`;
const turn = keyframes`
  from { opacity: 0; transform: rotate(-90deg) scale(0.9); }
  to { opacity: 1; transform: none; }
`;

/**
 * `sx` for the box around a chart drawn with `isAnimationActive={false}`: its areas and lines wipe in
 * from the left and its rings turn in, by CSS. recharts' own entrance re-renders the chart in
 * JavaScript on every frame, which on a phone kept the page from answering a tap for a second and
 * a half after the chart appeared; the browser runs these without a script.
 */
export const chartEntrance = {
  '& .recharts-area, & .recharts-line': { animation: `${wipe} 1s ease-out` },
  '& .recharts-pie': { animation: `${turn} 0.8s ease-out`, transformBox: 'fill-box', transformOrigin: 'center' },
  '@media (prefers-reduced-motion: reduce)': { '& .recharts-area, & .recharts-line, & .recharts-pie': { animation: 'none' } },
} as const;
