/**
 * The declaration linter: the mistakes TypeScript cannot see in a declaration (a name that
 * points nowhere, a label missing in one locale, a role nobody has, a seed or default the
 * field's own rules refuse). Pure: `scripts/lint-declarations.ts` runs it over the registry in
 * `npm test`, and the unit tests feed it broken declarations.
 */
import { validationMessages } from './messages';
import { isIconName } from './icons';
import { isMenuGroup } from './menu';
import { hasWordedDefault, ROLES, type FieldDecl, type ResourceDecl, type ResourceMessages, type RoleRule } from './schema';
import { validateField } from './validate';
import { lintChecks, lintWorkflow } from './lintWorkflow';
import { lintGovernance } from './lintGovernance';
import { chooseProblems } from './lintFiles';
import { ENGINE_KINDS, kindOf } from './kinds';
import { badMultipleSeed, multipleProblems } from './lintMultiple';
import { withSeedProblems } from './lintSeeds';

export interface LintProblem {
  /** Where the declaration lives (its file, or its name when the file is unknown). */
  file: string;
  /** The resource and the part of it at fault: `policies.fields.status.seed`. */
  path: string;
  message: string;
}

export const LOCALES = ['en-US', 'zh-CN'] as const;

/** react-admin's own validation keys the declarations' rules produce (ra-language-*). */
const RA_VALIDATION = ['required', 'minLength', 'maxLength', 'minValue', 'maxValue', 'number', 'email', 'oneOf', 'regex'];

const hasText = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';

/** Resolve a message key the way the console does for a declaration's own rules. */
function messageExists(decl: ResourceDecl, messages: ResourceMessages, locale: (typeof LOCALES)[number], key: string): boolean {
  const own = `resources.${decl.name}.`;
  if (key.startsWith(own)) {
    let node: unknown = messages;
    for (const part of key.slice(own.length).split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    return hasText(node);
  }
  if (key.startsWith('mds.validation.')) return hasText((validationMessages[locale] as Record<string, string>)[key.slice('mds.validation.'.length)]);
  if (key.startsWith('ra.validation.')) return RA_VALIDATION.includes(key.slice('ra.validation.'.length));
  return false;
}

/** Every problem of one declaration, given every declared resource name (for references) and the declarations. */
export function lintDeclaration(decl: ResourceDecl, file: string, resourceNames: readonly string[], others: readonly ResourceDecl[] = []): LintProblem[] {
  const problems: LintProblem[] = [];
  const at = (path: string, message: string) => problems.push({ file, path: `${decl.name}.${path}`, message });
  const fields = decl.fields ?? {};
  const isField = (name: unknown) => typeof name === 'string' && Object.hasOwn(fields, name);
  const roles = (path: string, rule: readonly RoleRule[] | undefined) => {
    for (const r of rule ?? []) if (r !== '*' && !(ROLES as readonly string[]).includes(r)) at(path, `unknown role "${r}" (known: ${ROLES.join(', ')}, *)`);
  };

  if (!/^[a-z][a-zA-Z0-9]*$/.test(decl.name ?? '')) at('name', `resource name "${decl.name}" must be a camelCase word (it is a URL segment)`);
  if (!/^\/api\/[\w/-]+$/.test(decl.endpoint ?? '')) at('endpoint', `endpoint "${decl.endpoint}" must be a path under /api/`);
  if (decl.menu && !isMenuGroup(decl.menu.group)) at('menu.group', `unknown menu group "${decl.menu.group}"`);
  if (!isIconName(decl.icon)) at('icon', `unknown icon "${decl.icon}" (resources/lib/icons.ts lists the names)`);
  roles('access.read', decl.access?.read);
  roles('access.write', decl.access?.write);
  roles('seesAll', decl.seesAll);
  if (decl.seesAll && !Object.values(fields).some((f) => f.auto === 'owner')) at('seesAll', 'seesAll needs a per-user collection (a field with auto: "owner")');
  if (!isField(decl.recordLabel)) at('recordLabel', `"${decl.recordLabel}" is not a declared field`);
  if (!isField(decl.defaultSort?.field) && decl.defaultSort?.field !== 'id') at('defaultSort.field', `"${decl.defaultSort?.field}" is not a declared field`);
  else if (decl.defaultSort.field !== 'id' && !fields[decl.defaultSort.field].sort)
    at('defaultSort.field', `"${decl.defaultSort.field}" is not sortable (add sort: true)`);

  if (decl.purpose === 'operationLog' && decl.access?.write?.length) at('access.write', 'only the API appends to the operation log: write: []');
  if (decl.formMode === 'drawer' && decl.listPath) at('formMode', 'a drawer form opens over the list: not with a listPath');
  for (const [name, f] of Object.entries(fields)) {
    lintField(decl, name, f, resourceNames, at, roles);
    for (const [under, message] of chooseProblems(f, others)) at(`fields.${name}.${under}`, message);
  }
  const declarationOf = (name: string) => others.find((d) => d.name === name);
  lintWorkflow(decl, at, declarationOf, LOCALES);
  lintChecks(decl, at, declarationOf, LOCALES);
  lintGovernance(decl, at, declarationOf, LOCALES);

  for (const [i, b] of (decl.bulk ?? []).entries()) {
    const path = `bulk[${i}]`;
    roles(`${path}.roles`, b.roles);
    if (b.kind !== 'set') continue;
    const f = isField(b.field) ? fields[b.field] : undefined;
    if (!f) at(`${path}.field`, `"${b.field}" is not a declared field`);
    else if (f.kind !== 'enum') at(`${path}.field`, `"${b.field}" is not an enum field`);
    else if (f.multiple) at(`${path}.field`, `"${b.field}" holds a list: a bulk action sets one value`);
    else if (!f.values?.includes(b.value)) at(`${path}.value`, `"${b.value}" is not a value of ${b.field} (${(f.values ?? []).join(', ')})`);
    else if (f.transitions && !Object.values(f.transitions).some((tos) => tos.includes(b.value)))
      at(`${path}.value`, `no transition of ${b.field} leads to "${b.value}"`);
    for (const [name, v] of Object.entries(b.with ?? {})) {
      if (!isField(name)) at(`${path}.with.${name}`, `"${name}" is not a declared field`);
      else if (validateField({ ...fields[name], when: undefined }, v)) at(`${path}.with.${name}`, `${JSON.stringify(v)} is not a valid ${name}`);
    }
  }

  for (const locale of LOCALES) {
    const m = decl.messages?.[locale];
    if (!m) {
      at(`messages.${locale}`, `no ${locale} messages`);
      continue;
    }
    if (!hasText(m.name)) at(`messages.${locale}.name`, `missing resource name in ${locale}`);
    if (!hasText(m.menu)) at(`messages.${locale}.menu`, `missing menu text in ${locale}`);
    for (const b of decl.bulk ?? []) {
      if (b.kind === 'set' && !hasText(m.bulk?.[b.name])) at(`bulk.${b.name}`, `no ${locale} label (messages.${locale}.bulk.${b.name})`);
    }
    for (const [name, f] of Object.entries(fields)) {
      if (!hasText(m.fields?.[name])) at(`fields.${name}`, `no ${locale} label (messages.${locale}.fields.${name})`);
      for (const v of f.kind === 'enum' ? (f.values ?? []) : []) {
        if (!hasText(m.enums?.[name]?.[v])) at(`fields.${name}.values`, `no ${locale} label for value "${v}" (messages.${locale}.enums.${name}.${v})`);
      }
      if (hasWordedDefault(f) && !hasText(m.defaults?.[name])) {
        at(`fields.${name}.defaultValue`, `the form shows it: no ${locale} text (messages.${locale}.defaults.${name})`);
      }
      if (f.pattern && !messageExists(decl, m, locale, f.pattern.messageKey)) {
        at(`fields.${name}.pattern.messageKey`, `"${f.pattern.messageKey}" has no ${locale} message`);
      }
    }
  }
  return problems;
}

function lintField(
  decl: ResourceDecl,
  name: string,
  f: FieldDecl,
  resourceNames: readonly string[],
  at: (path: string, message: string) => void,
  roles: (path: string, rule: readonly RoleRule[] | undefined) => void,
) {
  const path = `fields.${name}`;
  const kind = Object.hasOwn(ENGINE_KINDS, f.kind) ? kindOf(f) : undefined;
  if (!kind) return at(`${path}.kind`, `unknown kind "${f.kind}" (known: ${Object.keys(ENGINE_KINDS).join(', ')})`);
  for (const [under, message] of [...misplaced(f), ...kind.lint(f, name, decl.fields)]) at(`${path}.${under}`, message);
  if (f.alwaysOn && !f.filter) at(`${path}.alwaysOn`, 'alwaysOn without filter: true');
  if (f.auto === 'ownerName' && f.kind !== 'text') at(`${path}.auto`, 'ownerName holds a name: a text field');
  roles(`${path}.access.read`, f.access?.read);
  roles(`${path}.access.write`, f.access?.write);
  if (f.when) {
    if (f.when.field === name || !Object.hasOwn(decl.fields, f.when.field)) at(`${path}.when.field`, `"${f.when.field}" is not another declared field`);
    else {
      const other = decl.fields[f.when.field];
      for (const v of f.when.values ?? []) {
        if (validateField({ ...other, required: false }, v)) at(`${path}.when.values`, `${JSON.stringify(v)} is not a valid value of ${f.when.field}`);
      }
    }
  }
  for (const [under, message] of multipleProblems(f)) at(`${path}.${under}`, message);
  if (f.reference !== undefined && !resourceNames.includes(f.reference)) at(`${path}.reference`, `"${f.reference}" is not a declared resource`);
  if (f.defaultValue !== undefined && validateField(f, f.defaultValue))
    at(`${path}.defaultValue`, `default ${JSON.stringify(f.defaultValue)} is not valid for the field`);
  const seed = f.seed;
  if (seed && seed.kind !== 'const' && seed.kind !== 'cycle' && !(kind.seeds as readonly string[]).includes(seed.kind)) {
    const owners = Object.entries(ENGINE_KINDS).flatMap(([k, m]) => ((m.seeds as readonly string[]).includes(seed.kind) ? [k] : []));
    at(`${path}.seed`, `seed "${seed.kind}" needs ${/^[aeiou]/.test(owners[0] ?? '') ? 'an' : 'a'} ${owners.join(' or ')} field`);
  }
  if (seed?.kind === 'const' || seed?.kind === 'cycle') {
    const values = seed.kind === 'const' ? [seed.value] : seed.values;
    if (seed.kind === 'cycle' && values.length === 0) at(`${path}.seed`, 'seed "cycle" needs values');
    // Only enum values are checked whole: other kinds may seed values (ids, dates) the form would refuse.
    for (const v of values) {
      const badList = badMultipleSeed(f, v);
      if (badList) at(`${path}.seed`, badList);
      else if (f.kind === 'enum' && !f.multiple && validateField(f, v))
        at(`${path}.seed`, `seed value ${JSON.stringify(v)} is not one of ${(f.values ?? []).join(', ')}`);
    }
  }
}

/** Options the field's kind has not but another has (`multiple`, `reference`, `choose`, defaults and seeds have rules of their own). */
function misplaced(f: FieldDecl): [string, string][] {
  const own = kindOf(f).options as readonly string[];
  const problems: [string, string][] = [];
  for (const [option, v] of Object.entries(f)) {
    if (v === undefined || own.includes(option) || ['multiple', 'reference', 'choose', 'defaultValue', 'seed'].includes(option)) continue;
    const owners = Object.entries(ENGINE_KINDS).flatMap(([k, m]) => ((m.options as readonly string[]).includes(option) ? [k] : []));
    if (owners.length === 0) continue;
    problems.push([option, option === 'values' ? `values on a ${f.kind} field` : `${option} is for ${owners.join(', ')} fields`]);
  }
  return problems;
}

/** Every problem of a set of declarations: each on its own, plus names declared twice. */
export function lintDeclarations(entries: readonly { file: string; decl: ResourceDecl }[]): LintProblem[] {
  const names = entries.map((e) => e.decl.name);
  const decls = entries.map((e) => e.decl);
  const problems = entries.flatMap(({ file, decl }) => lintDeclaration(decl, file, names, decls));
  const seen = new Map<string, string>();
  for (const { file, decl } of entries) {
    for (const [key, what, path] of [
      [decl.name, 'resource name', 'name'],
      [decl.endpoint, 'endpoint', 'endpoint'],
      [decl.purpose, 'purpose', 'purpose'],
    ] as const) {
      if (key === undefined) continue;
      const first = seen.get(`${what}:${key}`);
      if (first) problems.push({ file, path: `${decl.name}.${path}`, message: `${what} "${key}" is also declared in ${first}` });
      else seen.set(`${what}:${key}`, file);
    }
  }
  return withSeedProblems(entries, problems, lintDeclaration);
}

export const formatProblem = (p: LintProblem): string => `${p.file}: ${p.path}: ${p.message}`;
