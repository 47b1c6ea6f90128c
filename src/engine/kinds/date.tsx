/** date: a day, or a day and time, in the reader's locale; filtered by a range (from, to). */
import { memo } from 'react';
import { DateInput as RaDateInput } from 'react-admin';
import { DateCell } from '../cells';
import { RangeLabel } from '../RangeLabel';
import type { ListKind } from './kind';

// Kept from rendering again with the filter form (text.tsx).
const DateInput = memo(RaDateInput);

export const dateKind: ListKind<'date'> = {
  column: (props, _f, locale) => <DateCell key={props.source} {...props} locale={locale} />,
  filters: ({ source, label, alwaysOn }) => [
    <DateInput key={`${source}_gte`} source={`${source}_gte`} label={<RangeLabel field={label} edge="from" />} alwaysOn={alwaysOn} />,
    <DateInput key={`${source}_lte`} source={`${source}_lte`} label={<RangeLabel field={label} edge="to" />} alwaysOn={alwaysOn} />,
  ],
};
