/** zod schemas as the JSON Schema (draft 2020-12) of an OpenAPI 3.1 document. */
import { z } from 'zod';

export type Schema = Record<string, unknown>;

export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Schema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Schema;
  return json;
}
