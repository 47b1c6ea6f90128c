/**
 * The declarations linter's part for what joins records to one another and to their files: the
 * disclosure control of a file, a record's timeline, the show page's field groups, retired fields
 * and bulk transitions (schema.ts `Disclosure`, `TimelineLink`, `FieldGroup`, `retired`, `BulkAction`).
 */
import { DISCLOSURE_SUMMARY } from './disclosureRules';
import { manualTransitions, type ResourceDecl, type TimelineLink } from './schema';

type At = (path: string, message: string) => void;

function lintDisclosure(decl: ResourceDecl, at: At, declarationOf: (name: string) => ResourceDecl | undefined) {
  const d = decl.disclosure;
  if (!d) return;
  const kindOf = (name: string) => (Object.hasOwn(decl.fields, name) ? decl.fields[name].kind : undefined);
  if (kindOf(d.file) !== 'file') at('disclosure.file', `"${d.file}" is not a declared file field`);
  for (const key of ['magnitude', 'notCounts'] as const)
    if (kindOf(d[key]) !== 'text' && kindOf(d[key]) !== 'longtext') at(`disclosure.${key}`, `"${d[key]}" is not a declared text field`);
  const summary = decl.fields[d.summary];
  const wanted = Object.values(DISCLOSURE_SUMMARY);
  if (summary?.kind !== 'enum' || wanted.some((v) => !summary.values?.includes(v)) || summary.form !== false)
    at('disclosure.summary', `"${d.summary}" must be an enum field with the values ${wanted.join(', ')} and form: false (the server sets it)`);
  if (d.threshold !== undefined && !(Number.isInteger(d.threshold) && d.threshold >= 1))
    at('disclosure.threshold', 'a threshold is a whole number of at least 1');
  let at_ = decl;
  for (const field of d.raise?.path ?? []) {
    const next = at_.fields[field]?.reference ? declarationOf(at_.fields[field].reference!) : undefined;
    if (!next) return at('disclosure.raise.path', `"${field}" is not a reference field of ${at_.name}`);
    at_ = next;
  }
  if (d.raise && !Object.hasOwn(at_.fields, d.raise.field)) at('disclosure.raise.field', `"${d.raise.field}" is not a field of ${at_.name}`);
}

function lintTimeline(links: readonly TimelineLink[], parent: string, path: string, at: At, declarationOf: (name: string) => ResourceDecl | undefined) {
  for (const [i, link] of links.entries()) {
    const target = declarationOf(link.resource);
    if (!target) at(`${path}[${i}].resource`, `"${link.resource}" is not a declared resource`);
    else if (target.fields[link.via]?.reference !== parent)
      at(`${path}[${i}].via`, `"${link.via}" is not a field of ${link.resource} that references ${parent}`);
    if (link.then) lintTimeline(link.then, link.resource, `${path}[${i}].then`, at, declarationOf);
  }
}

export function lintGovernance(decl: ResourceDecl, at: At, declarationOf: (name: string) => ResourceDecl | undefined, locales: readonly string[]): void {
  lintDisclosure(decl, at, declarationOf);
  lintTimeline(decl.timeline ?? [], decl.name, 'timeline', at, declarationOf);
  if (decl.timeline && !decl.workflow) at('timeline', 'a timeline joins workflow histories: the declaration needs a workflow');
  for (const [i, group] of (decl.groups ?? []).entries()) {
    for (const name of group.fields) if (!Object.hasOwn(decl.fields, name)) at(`groups[${i}].fields`, `"${name}" is not a declared field`);
    for (const locale of locales) {
      const label = decl.messages?.[locale as 'en-US']?.groups?.[group.name];
      if (typeof label !== 'string' || label.trim() === '') at(`groups.${group.name}`, `no ${locale} label (messages.${locale}.groups.${group.name})`);
    }
  }
  for (const name of decl.retired ?? [])
    if (Object.hasOwn(decl.fields, name)) at('retired', `"${name}" is declared: a retired field is one no longer declared`);
  for (const [i, b] of (decl.bulk ?? []).entries())
    if (b.kind === 'transition' && !manualTransitions(decl).some((t) => t.name === b.transition))
      at(`bulk[${i}].transition`, `"${b.transition}" is not a transition people take in this workflow`);
}
