import { maxLength, required, TextInput } from 'react-admin';
import { MAX_OVERRIDE } from '../../../resources/lib/workflow';
import { BooleanInput, mustTick } from '../BooleanInput';
import type { ExtraAsk } from './guardAsks';

const REASON = [required(), maxLength(MAX_OVERRIDE)];

/** The input of a field a guard takes: a reason as several lines of text, a confirmation as a box to tick. */
export function ExtraFieldInput({ ask }: { ask: ExtraAsk }) {
  if (ask.kind === 'confirm') return <BooleanInput checkbox source={ask.name} label={ask.label} validate={mustTick} helperText={false} />;
  return <TextInput source={ask.name} label={ask.label} validate={REASON} multiline minRows={2} fullWidth />;
}
