import { Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { encodeListState } from '../../engine/listState/listStateCodec';
import { useFormat } from '../../hooks/useFormat';
import { useWaiting } from '../../layout/menu/useWaiting';

/** The sentence of each count the API gives (GET /api/user/waiting), by resource and whose records. */
const TEXTS: Readonly<Record<string, string>> = {
  'accessRequests.others': 'workplace.requests.waiting.decide',
  'outputs.others': 'workplace.requests.waiting.check',
  'accessRequests.own': 'workplace.requests.waiting.returned',
};

/**
 * What waits for the reader, each count linking to its list filtered to those states: requests and
 * outputs others submitted that the reader decides on, the reader's own requests returned to them.
 */
export function WaitingLinks() {
  const translate = useTranslate();
  const format = useFormat();
  const shown = useWaiting().filter((w) => w.count > 0 && TEXTS[`${w.resource}.${w.whose}`]);
  if (shown.length === 0) return null;
  return (
    <Stack spacing={0.5} data-testid="waiting-counts">
      {shown.map((w) => (
        <Link
          key={`${w.resource}.${w.whose}`}
          component={RouterLink}
          to={`/${w.resource}?${encodeListState({ filter: { state: [...w.states] }, page: 1 })}`}
          underline="hover"
          variant="body2"
        >
          {translate(TEXTS[`${w.resource}.${w.whose}`], { count: format.number(w.count), smart_count: w.count })}
        </Link>
      ))}
    </Stack>
  );
}
