import { useContext, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Waiting } from '../../../domain/workplace';
import { HttpContext } from '../../api/HttpContext';
import { PathnameContext } from '../../routes/PathnameContext';
import { useFirstPaintDone } from '../../hooks/useFirstPaintDone';

const WAITING_PATH = '/api/user/waiting';
const NONE: readonly Waiting[] = [];

/**
 * What waits for the reader (GET /api/user/waiting): others' requests and outputs they decide on,
 * their own requests sent back to them. Asked for once the first screen is painted, and again on
 * each move to another page (a decision taken there changes it). A count is a hint: a failure
 * shows none rather than an error.
 */
export function useWaiting(): readonly Waiting[] {
  const http = useContext(HttpContext);
  const enabled = useFirstPaintDone() && http !== null;
  const { data, refetch } = useQuery({
    queryKey: ['api', WAITING_PATH],
    queryFn: async ({ signal }) => (await http!<{ list: Waiting[] }>(WAITING_PATH, { signal })).data.list,
    enabled,
  });
  const pathname = useContext(PathnameContext);
  const shown = useRef(pathname);
  useEffect(() => {
    if (!enabled || shown.current === pathname) return;
    shown.current = pathname;
    // Once: the menu and a card that both ask share what is under way.
    void refetch({ cancelRefetch: false });
  }, [enabled, pathname, refetch]);
  return data ?? NONE;
}
