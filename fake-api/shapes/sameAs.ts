/**
 * A described answer and the type the code answers with must hold the same fields: `sameAs<T>()(schema)`
 * fails the type check when the zod schema and T differ (a field added, dropped or retyped on one side).
 */
import type { z } from 'zod';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const sameAs =
  <T>() =>
  <S extends z.ZodType>(schema: S & (Same<z.output<S>, T> extends true ? unknown : { differsFrom: T })): S =>
    schema;
