/** Express glue: async handlers whose failures become envelope errors. */
import type { NextFunction, Request, Response } from 'express';

export const handle =
  (fn: (req: Request, res: Response) => unknown) =>
  (req: Request, res: Response, next: NextFunction): void => {
    Promise.resolve()
      .then(() => fn(req, res))
      .catch(next);
  };
