/** English texts of validation errors for the envelope's `data.errors`. */
import englishMessages from 'ra-language-english';
import type { ResourceDecl } from '../resources/lib/schema';
import { validationMessages } from '../resources/lib/messages';
import { interpolate, type FieldError } from '../resources/lib/validate';

const raValidation = englishMessages.ra.validation as Record<string, string>;

export function englishError(decl: ResourceDecl, e: FieldError): string {
  const [ns, group, name] = e.key.split('.');
  let template: string | undefined;
  if (ns === 'ra' && group === 'validation') template = raValidation[name];
  else if (ns === 'mds' && group === 'validation') template = (validationMessages['en-US'] as Record<string, string>)[name];
  else if (ns === 'resources' && e.key.startsWith(`resources.${decl.name}.validation.`)) template = decl.messages['en-US'].validation?.[e.key.split('.')[3]];
  return interpolate(template ?? e.key, e.args);
}

export const englishErrors = (decl: ResourceDecl, errors: Record<string, FieldError>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, englishError(decl, e)]));
