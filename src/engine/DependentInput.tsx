import { FormDataConsumer } from 'react-admin';
import type { FieldDecl } from '../../resources/lib/schema';
import { activeRule } from '../../resources/lib/validate';
import { fieldInput } from './fieldInput';

/**
 * A dependent field (`when`): on the form only while its controlling field has a matching value,
 * then required if the declaration says so. The API applies the same rule on save.
 */
export function DependentInput({ resource, name, field, readOnly }: { resource: string; name: string; field: FieldDecl; readOnly?: boolean }) {
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const rule = activeRule(field, formData as Record<string, unknown>);
        return rule ? fieldInput(resource, name, rule, { readOnly }) : null;
      }}
    </FormDataConsumer>
  );
}
