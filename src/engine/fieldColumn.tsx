/** The list column (or show field) of a declared field, by kind. */
import { BooleanField, ReferenceArrayField, ReferenceField, SingleFieldList } from 'react-admin';
import type { FieldDecl } from '../../resources/lib/schema';
import { DateCell, NumberCell, TextCell } from './cells';
import { EnumChips } from './EnumChips';
import { FileDownloadField } from './files';
import { EnumField } from './EnumField';
import { fieldLabel } from './labels';
import { SafeUrlField } from './SafeUrlField';

export function fieldColumn(resource: string, name: string, f: FieldDecl, locale: string) {
  const common = { source: name, label: fieldLabel(resource, name), sortable: !!f.sort };
  // A list: chips with the enum labels, or with the referenced records' labels (their `recordLabel`).
  if (f.multiple && f.reference)
    return (
      <ReferenceArrayField key={name} {...common} reference={f.reference}>
        <SingleFieldList linkType={false} />
      </ReferenceArrayField>
    );
  if (f.reference) return <ReferenceField key={name} {...common} reference={f.reference} link="show" />;
  if (f.multiple) return <EnumChips key={name} {...common} />;
  switch (f.kind) {
    case 'number':
      return <NumberCell key={name} {...common} locale={locale} textAlign="right" />;
    case 'enum':
      return <EnumField key={name} {...common} tones={f.tones} />;
    case 'date':
      return <DateCell key={name} {...common} locale={locale} />;
    case 'boolean':
      return <BooleanField key={name} {...common} />;
    case 'url':
      return <SafeUrlField key={name} {...common} />;
    case 'file':
      return <FileDownloadField key={name} {...common} />;
    default:
      return <TextCell key={name} {...common} />;
  }
}
