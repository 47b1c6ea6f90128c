/** The list filters a declaration marks, each by its kind (kinds/): text by substring, enums and numbers by value, dates by range, lists by any value. */
import { canReadField, fieldEntries, type ResourceDecl } from '../../resources/lib/schema';
import { listKind } from './kinds';
import { fieldLabel } from './labels';
import { ReferenceChoiceInput } from './lazy';

/** Only filters on fields the role may see (field `access.read`). */
export function listFilters(decl: ResourceDecl, role: string | null) {
  return fieldEntries(decl)
    .filter(([, f]) => f.filter && canReadField(f, role))
    .flatMap(([name, f]) => {
      const props = { source: name, label: fieldLabel(decl.name, name), alwaysOn: !!f.alwaysOn };
      // A list of references matches records holding any of the chosen records.
      if (f.multiple && f.reference) return [<ReferenceChoiceInput key={name} {...props} reference={f.reference} multiple />];
      return listKind(f.kind).filters(props, f, decl.name);
    });
}
