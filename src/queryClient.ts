import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../dataProvider/errors';

/** Only transient failures (no response, 5xx) are worth retrying; an answer like 40000 or 50008 is final. */
export const isTransient = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && isTransient(error) && !(error instanceof ApiError && error.code !== undefined && error.status < 500),
      },
    },
  });
