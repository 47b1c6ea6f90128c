/** date's form input: a date and time, sent as an ISO 8601 instant. */
import { DateTimeInput } from 'react-admin';
import type { FormKind } from './kind';

const toIso = (v: string) => (v ? new Date(v).toISOString() : null);

export const dateInput: FormKind<'date'> = {
  input: (props) => <DateTimeInput key={props.source} {...props} parse={toIso} />,
};
