import type { Validator } from 'react-admin';
import { parameterError, PARAMETER_FIELDS, valueAt, type MediaParameters, type ParameterField } from '../../../resources/lib/forms';

/** react-admin validator of one parameter: the same rules the API runs on the whole set. */
export const parameterValidator =
  (p: ParameterField): Validator =>
  (_value: unknown, values: unknown) => {
    const e = parameterError(p, values);
    return e ? { message: e.key, args: e.args ?? {} } : undefined;
  };

/** The label key of a parameter: its path under `groupForm.fields`. */
export const parameterLabel = (p: ParameterField) => `groupForm.fields.${p.path}`;

/** How an enum value reads (a key or the value): modes and video profiles are translated, codes are not. */
export function choiceName(p: ParameterField, value: string): string {
  if (p.path.endsWith('.mode')) return `groupForm.enums.mode.${value}`;
  if (p.path === 'video.encoding.profile') return `groupForm.enums.videoProfile.${value}`;
  return value.replace('*', ' × ');
}

/** Only the parameters go to the API, nothing else the form may hold. */
export function parametersBody(values: unknown): MediaParameters {
  const body: Record<string, unknown> = {};
  for (const p of PARAMETER_FIELDS) {
    const keys = p.path.split('.');
    const src = valueAt(values, p.path);
    let o = body;
    for (const k of keys.slice(0, -1)) o = (o[k] ??= {}) as Record<string, unknown>;
    o[keys[keys.length - 1]] = p.path === 'description' ? (src ?? '') : src;
  }
  return body as unknown as MediaParameters;
}
