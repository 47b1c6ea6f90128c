/** The list column (or show field) of a declared field, by kind. */
import { BooleanField, DateField, NumberField, TextField } from 'react-admin';
import type { FieldDecl } from '../../resources/lib/schema';
import { EnumField } from './EnumField';
import { fieldLabel } from './labels';
import { SafeUrlField } from './SafeUrlField';

const DATE_TIME = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;

export function fieldColumn(resource: string, name: string, f: FieldDecl, locale: string) {
  const common = { source: name, label: fieldLabel(resource, name), sortable: !!f.sort };
  switch (f.kind) {
    case 'number':
      return <NumberField key={name} {...common} locales={locale} />;
    case 'enum':
      return <EnumField key={name} {...common} tones={f.tones} />;
    case 'date':
      return <DateField key={name} {...common} showTime locales={locale} options={DATE_TIME} />;
    case 'boolean':
      return <BooleanField key={name} {...common} />;
    case 'url':
      return <SafeUrlField key={name} {...common} />;
    default:
      return <TextField key={name} {...common} />;
  }
}
