/** Express glue: async handlers whose failures become envelope errors. */
import type { NextFunction, Request, Response } from 'express';
import { ApiFailure, CODES } from './envelope';

/**
 * PostgreSQL's answers when two transactions would each wait for the other (a deadlock) or could
 * not both hold (serialization): the losing write changed nothing and may be sent again.
 */
const CONCURRENT = new Set(['40P01', '40001']);

const concurrentChange = (e: unknown) =>
  CONCURRENT.has(String((e as { code?: unknown } | null)?.code))
    ? new ApiFailure(CODES.conflict, 'a concurrent change got in the way; nothing was changed: try again')
    : e;

export const handle =
  (fn: (req: Request, res: Response) => unknown) =>
  (req: Request, res: Response, next: NextFunction): void => {
    Promise.resolve()
      .then(() => fn(req, res))
      .catch((e: unknown) => next(concurrentChange(e)));
  };
