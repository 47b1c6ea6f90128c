/** The list filters a declaration marks: text by substring, enums exactly, lists by any value, dates and numbers by range. */
import { memo } from 'react';
import { DateInput as RaDateInput, NullableBooleanInput as RaNullableBooleanInput, NumberInput as RaNumberInput, TextInput as RaTextInput } from 'react-admin';
import { canReadField, fieldEntries, type ResourceDecl } from '../../resources/lib/schema';
import { ReferenceChoiceInput } from './ReferenceChoiceInput';
import { SelectFilter } from './SelectFilter';
import { enumChoices, fieldLabel } from './labels';
import { RangeLabel } from './RangeLabel';

// The filter form renders again with every change of the list (a page, a sort); its inputs need
// not, as long as their props are the same (DeclaredList keeps this list's elements).
const DateInput = memo(RaDateInput);
const NullableBooleanInput = memo(RaNullableBooleanInput);
const NumberInput = memo(RaNumberInput);
const TextInput = memo(RaTextInput);

/** Only filters on fields the role may see (field `access.read`). */
export function listFilters(decl: ResourceDecl, role: string | null) {
  return fieldEntries(decl)
    .filter(([, f]) => f.filter && canReadField(f, role))
    .flatMap(([name, f]) => {
      const label = fieldLabel(decl.name, name);
      const alwaysOn = !!f.alwaysOn;
      // A list field matches records holding any of the chosen values or records.
      if (f.multiple && f.reference)
        return [<ReferenceChoiceInput key={name} source={name} reference={f.reference} label={label} alwaysOn={alwaysOn} multiple />];
      switch (f.kind) {
        case 'enum':
          return [
            <SelectFilter
              key={name}
              source={name}
              label={label}
              alwaysOn={alwaysOn}
              choices={enumChoices(decl.name, name, f)}
              emptyText="mds.list.all"
              multiple={f.multiple}
            />,
          ];
        case 'date':
          return [
            <DateInput key={`${name}_gte`} source={`${name}_gte`} label={<RangeLabel field={label} edge="from" />} alwaysOn={alwaysOn} />,
            <DateInput key={`${name}_lte`} source={`${name}_lte`} label={<RangeLabel field={label} edge="to" />} alwaysOn={alwaysOn} />,
          ];
        case 'number':
          return [<NumberInput key={name} source={name} label={label} alwaysOn={alwaysOn} />];
        case 'boolean':
          return [<NullableBooleanInput key={name} source={name} label={label} alwaysOn={alwaysOn} />];
        default:
          return [<TextInput key={name} source={name} label={label} alwaysOn={alwaysOn} resettable />];
      }
    });
}
