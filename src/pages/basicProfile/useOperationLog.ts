import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import type { OperationLog } from '../../../resources/logs';
import { useApiQuery } from '../../api';

export const LOG_PAGE_SIZES = [5, 10, 20];

/** One page of the operation log, newest first; the previous page stays shown while the next loads. */
export function useOperationLog() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(LOG_PAGE_SIZES[0]);
  const query = useApiQuery<{ list: OperationLog[]; total: number }>(
    '/api/operation/log',
    { query: { current: page + 1, pageSize, sort: 'updateTime', order: 'desc' } },
    { placeholderData: keepPreviousData },
  );
  return {
    query,
    page,
    pageSize,
    setPage,
    setPageSize: (n: number) => {
      setPageSize(n);
      setPage(0);
    },
  };
}
