import type { Validator } from 'react-admin';
import channels, { BASE_INFO_FIELDS, CHANNEL_INFO_FIELDS, channelRules } from '../../../resources/channels';
import { validateField, type FieldError } from '../../../resources/lib/validate';

export type ChannelField = (typeof BASE_INFO_FIELDS)[number] | (typeof CHANNEL_INFO_FIELDS)[number];
export const CHANNEL_FIELDS: readonly ChannelField[] = [...BASE_INFO_FIELDS, ...CHANNEL_INFO_FIELDS];

/**
 * A channel field's error as the API would find it (the declaration's rule, then the rules
 * between fields), with the spec's "Please enter the activity name" style for a missing value.
 */
export function channelFieldError(name: ChannelField, values: Record<string, unknown>): FieldError | undefined {
  const e = validateField(channels.fields[name], values[name]) ?? channelRules(values)[name];
  if (e?.key === 'ra.validation.required') return { key: `stepForm.required.${name}` };
  return e;
}

/** react-admin validator of a channel field. */
export const channelValidator =
  (name: ChannelField): Validator =>
  (_value: unknown, values: Record<string, unknown>) => {
    const e = channelFieldError(name, values);
    return e ? { message: e.key, args: e.args ?? {} } : undefined;
  };

/** The step (0 or 1) whose inputs hold the first of these fields. */
export const stepOf = (fields: readonly string[]): number => (fields.some((f) => (BASE_INFO_FIELDS as readonly string[]).includes(f)) ? 0 : 1);

/** Only the channel's own fields go to the API. */
export const channelBody = (values: Record<string, unknown>) =>
  Object.fromEntries(CHANNEL_FIELDS.filter((f) => values[f] !== undefined).map((f) => [f, values[f]]));
