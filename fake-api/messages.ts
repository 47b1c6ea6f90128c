/** English texts of validation errors for the envelope's `data.errors`. */
import englishMessages from 'ra-language-english';
import type { ResourceDecl } from '../resources/lib/schema';
import { validationMessages } from '../resources/lib/messages';
import { interpolate, moreName, NAMED_AT_MOST, type FieldError } from '../resources/lib/validate';

const raValidation = englishMessages.ra.validation as Record<string, string>;

export function englishError(decl: ResourceDecl, e: FieldError): string {
  const [ns, group, name] = e.key.split('.');
  let template: string | undefined;
  if (ns === 'ra' && group === 'validation') template = raValidation[name];
  else if (ns === 'mds' && group === 'validation') template = (validationMessages['en-US'] as Record<string, string>)[name];
  else if (ns === 'resources' && e.key.startsWith(`resources.${decl.name}.validation.`)) template = decl.messages['en-US'].validation?.[e.key.split('.')[3]];
  return interpolate(template ?? e.key, e.args);
}

/**
 * The errors in English. Unknown fields past the first NAMED_AT_MOST are counted, not rendered: a
 * check that lists every unknown key of a body (a transition's) must not make an answer as long.
 */
export function englishErrors(decl: ResourceDecl, errors: Record<string, FieldError>): Record<string, string> {
  // Entries, not assignments: a field named `__proto__` must stay a field.
  const texts: [string, string][] = [];
  let unknown = 0;
  // What checkWrite counted already without naming (its `…and N more` entry).
  let counted = 0;
  for (const [k, e] of Object.entries(errors)) {
    if (e.key === 'mds.validation.unknown') {
      if (typeof e.args?.more === 'number') counted += e.args.more;
      if (typeof e.args?.more === 'number' || ++unknown > NAMED_AT_MOST) continue;
    }
    texts.push([k, englishError(decl, e)]);
  }
  const more = Math.max(0, unknown - NAMED_AT_MOST) + counted;
  if (more > 0) texts.push([moreName(more), englishError(decl, { key: 'mds.validation.unknown' })]);
  return Object.fromEntries(texts);
}
