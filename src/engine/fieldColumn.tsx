/** The list column (or show field) of a declared field: a reference's, or its kind's (kinds/). */
import { ReferenceArrayField, ReferenceField, SingleFieldList } from 'react-admin';
import type { FieldDecl } from '../../resources/lib/schema';
import { listKind } from './kinds';
import { fieldLabel } from './labels';

export function fieldColumn(resource: string, name: string, f: FieldDecl, locale: string) {
  const common = { source: name, label: fieldLabel(resource, name), sortable: !!f.sort };
  // A reference, whatever its kind holds: the referenced record's label (its `recordLabel`), chips of them for a list.
  if (f.multiple && f.reference)
    return (
      <ReferenceArrayField key={name} {...common} reference={f.reference}>
        <SingleFieldList linkType={false} />
      </ReferenceArrayField>
    );
  if (f.reference) return <ReferenceField key={name} {...common} reference={f.reference} link="show" />;
  return listKind(f.kind).column(common, f, locale);
}
