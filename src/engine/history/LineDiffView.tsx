import { useMemo } from 'react';
import { alpha, Box } from '@mui/material';
import { lineDiff, type LineKind } from './lineDiff';

const TAG: Record<LineKind, 'span' | 'del' | 'ins'> = { same: 'span', removed: 'del', added: 'ins' };
const SIGN: Record<LineKind, string> = { same: ' ', removed: '−', added: '+' };

/**
 * A long text's change line by line (lineDiff.ts): lines removed on a red tint, lines added on a
 * green one, each marked − or + as well (colour is not the only sign), kept lines as they were.
 */
export function LineDiffView({ before, after }: { before: string; after: string }) {
  const lines = useMemo(() => lineDiff(before, after), [before, after]);
  return (
    <Box sx={{ mt: 0.5, borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden', typography: 'body2' }}>
      {lines.map((line, i) => (
        <Box
          key={i}
          component={TAG[line.kind]}
          sx={(t) => ({
            display: 'flex',
            gap: 1,
            px: 1,
            textDecoration: 'none',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            color: line.kind === 'same' ? 'text.secondary' : 'text.primary',
            bgcolor: line.kind === 'same' ? 'transparent' : alpha(line.kind === 'removed' ? t.palette.error.main : t.palette.success.main, 0.14),
          })}
        >
          <Box component="span" aria-hidden sx={{ flex: 'none', width: '1ch', fontFamily: 'monospace' }}>
            {SIGN[line.kind]}
          </Box>
          <span>{line.text || '\u00a0'}</span>
        </Box>
      ))}
    </Box>
  );
}
