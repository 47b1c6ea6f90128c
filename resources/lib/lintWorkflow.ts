/**
 * The declaration linter's part for workflows and conflict checks (schema.ts `Workflow`, `ConflictCheck`): states and fields that
 * exist, roles that exist, rules that can hold, recipients of notices that exist, every state reachable, labels in both locales.
 */
import { readRecipient } from './notices';
import { ROLES, ownerField, type Recipient, type ResourceDecl, type Transition } from './schema';
import { isReservedEntry, reachableStates } from './workflow';

type At = (path: string, message: string) => void;

/** Problems of `decl.workflow`; `declarationOf` finds another declaration (what a transition creates). */
export function lintWorkflow(decl: ResourceDecl, at: At, declarationOf: (name: string) => ResourceDecl | undefined, locales: readonly string[]): void {
  const wf = decl.workflow;
  if (!wf) return;
  const state = Object.hasOwn(decl.fields, wf.field) ? decl.fields[wf.field] : undefined;
  if (!state || state.kind !== 'enum') return at('workflow.field', `"${wf.field}" is not a declared enum field`);
  if (state.transitions) at('workflow.field', `${wf.field} has transitions of its own: a workflow replaces them`);
  if (typeof state.defaultValue !== 'string' || !state.values?.includes(state.defaultValue))
    at(`fields.${wf.field}.defaultValue`, "a workflow starts at its field's defaultValue: give one of its values");
  const isState = (v: string) => state.values?.includes(v) ?? false;
  const names = new Set<string>();
  for (const [i, t] of wf.transitions.entries()) {
    const path = `workflow.transitions[${i}]`;
    if (!/^[a-z][a-zA-Z0-9]*$/.test(t.name ?? '')) at(`${path}.name`, `transition name "${t.name}" must be a camelCase word`);
    if (names.has(t.name)) at(`${path}.name`, `transition "${t.name}" is declared twice`);
    if (isReservedEntry(t.name)) at(`${path}.name`, `"${t.name}" names history entries of the engine's own: choose another name`);
    names.add(t.name);
    for (const s of [...t.from, t.to]) if (!isState(s)) at(path, `"${s}" is not a value of ${wf.field}`);
    for (const r of t.roles)
      if (r !== '*' && !(ROLES as readonly string[]).includes(r)) at(`${path}.roles`, `unknown role "${r}" (known: ${ROLES.join(', ')}, *)`);
    if (t.roles.length === 0 && !t.system) at(`${path}.roles`, 'no role may take it (a transition only the system takes says system: true)');
    if (t.system && t.roles.length > 0) at(`${path}.roles`, 'a system transition is taken by no role: give roles: []');
    for (const rule of t.rules ?? []) {
      if ((rule.kind === 'owner' || rule.kind === 'notOwner') && !ownerField(decl))
        at(`${path}.rules`, `an ${rule.kind} rule needs a field with auto: "owner"`);
      if (rule.kind === 'notBy' && !wf.transitions.some((other) => other.name === rule.transition))
        at(`${path}.rules`, `"${rule.transition}" is not a transition of this workflow`);
    }
    for (const { field } of t.fields ?? []) {
      if (!Object.hasOwn(decl.fields, field)) at(`${path}.fields`, `"${field}" is not a declared field`);
      else if (field === wf.field) at(`${path}.fields`, `the state field is set by the transition itself`);
    }
    for (const field of t.refuseIfPast ?? []) if (decl.fields[field]?.kind !== 'date') at(`${path}.refuseIfPast`, `"${field}" is not a declared date field`);
    for (const { field, maxDaysAhead } of t.fields ?? [])
      if (maxDaysAhead !== undefined && (decl.fields[field]?.kind !== 'date' || !(maxDaysAhead > 0)))
        at(`${path}.fields`, `maxDaysAhead needs a date field and a positive number of days (${field})`);
    lintNotify(decl, t.notify, `${path}.notify`, `transition "${t.name}"`, at);
    lintGuards(decl, t, `${path}.guards`, at, declarationOf);
    lintEffects(decl, t, `${path}.effects`, at, declarationOf);
    if (t.quorum) {
      const via = decl.fields[t.quorum.when.via];
      const target = via?.reference ? declarationOf(via.reference) : undefined;
      if (!target) at(`${path}.quorum.when.via`, `"${t.quorum.when.via}" is not a declared reference field`);
      else if (!Object.hasOwn(target.fields, t.quorum.when.field)) at(`${path}.quorum.when.field`, `"${t.quorum.when.field}" is not a field of ${target.name}`);
      if (!Number.isInteger(t.quorum.count) || t.quorum.count < 2) at(`${path}.quorum.count`, 'a quorum is 2 or more different users');
      if (t.system) at(`${path}.quorum`, 'the system takes a transition alone: no quorum');
    }
    if (t.creates) {
      const target = declarationOf(t.creates.resource);
      if (!target) at(`${path}.creates.resource`, `"${t.creates.resource}" is not a declared resource`);
      for (const [name, v] of Object.entries(t.creates.values)) {
        if (target && !Object.hasOwn(target.fields, name)) at(`${path}.creates.values.${name}`, `"${name}" is not a field of ${t.creates.resource}`);
        if (v.from === 'field' && !Object.hasOwn(decl.fields, v.field)) at(`${path}.creates.values.${name}`, `"${v.field}" is not a declared field`);
      }
    }
    for (const locale of locales) {
      const label = decl.messages?.[locale as 'en-US']?.workflow?.[t.name];
      if (typeof label !== 'string' || label.trim() === '') at(`workflow.${t.name}`, `no ${locale} label (messages.${locale}.workflow.${t.name})`);
    }
  }
  lintNotify(decl, wf.notifyOnCreate, 'workflow.notifyOnCreate', 'a new record', at);
  // A state the clock sets (`expiry`) is reached by time, not by a transition.
  const reached = new Set([...reachableStates(decl), ...(state.expiry ? [state.expiry.value] : [])]);
  for (const v of state.values ?? []) if (!reached.has(v)) at('workflow', `state "${v}" cannot be reached from "${String(state.defaultValue)}"`);
}

/** Whom a notice goes to: the owner (with an owner field), a known role, or a number field holding a user's id. */
function lintNotify(decl: ResourceDecl, notify: readonly Recipient[] | undefined, path: string, what: string, at: At) {
  for (const r of notify ?? []) {
    const read = readRecipient(r);
    const f = read.kind === 'field' && Object.hasOwn(decl.fields, read.field) ? decl.fields[read.field] : undefined;
    const bad =
      read.kind === 'owner'
        ? !ownerField(decl) && 'notifies "owner" without a field with auto: "owner"'
        : read.kind === 'role'
          ? !(ROLES as readonly string[]).includes(read.role) && `notifies unknown role "${read.role}" (known: ${ROLES.join(', ')})`
          : (!f || f.kind !== 'number' || f.reference || f.multiple) &&
            `notifies unknown recipient "${r}" (owner, role:<role>, or a number field holding a user's id)`;
    if (bad) at(path, `${what} ${bad}`);
  }
}

/** A guard names fields that exist and hold what it reads. */
function lintGuards(decl: ResourceDecl, t: Transition, path: string, at: At, declarationOf: (name: string) => ResourceDecl | undefined) {
  for (const g of t.guards ?? []) {
    if (g.kind === 'reference') {
      const f = decl.fields[g.field];
      const target = f?.reference ? declarationOf(f.reference) : undefined;
      if (!target) at(path, `"${g.field}" is not a declared reference field`);
      else {
        const states = target.workflow ? target.fields[target.workflow.field]?.values : undefined;
        for (const s of g.states) if (!states?.includes(s)) at(path, `"${s}" is not a state of ${target.name}`);
      }
    }
    if (g.kind === 'dateAhead' && decl.fields[g.field]?.kind !== 'date') at(path, `"${g.field}" is not a declared date field`);
    if ((g.kind === 'checks' || g.kind === 'requires') && !decl.checks?.length) at(path, `a ${g.kind} guard needs declared checks`);
    if (g.kind === 'disclosure' && !decl.disclosure) at(path, "a disclosure guard needs the declaration's disclosure");
    if (g.kind === 'pinnedFile' && decl.fields[g.field]?.kind !== 'file') at(path, `"${g.field}" is not a declared file field`);
    if (
      g.kind === 'pinnedFile' &&
      g.since &&
      !decl.workflow?.transitions.some((x) => x.name === g.since && x.guards?.some((y) => y.kind === 'pinnedFile' && !y.since))
    )
      at(path, `"${g.since}" is not a transition that pins ${g.field}`);
    const named = g.kind === 'checks' ? [g.override] : g.kind === 'disclosure' ? [g.override, g.confirm] : [];
    for (const name of named) if (Object.hasOwn(decl.fields, name)) at(path, `"${name}" is a declared field: an override is given with the transition only`);
  }
}

/** An effect reaches a declared resource through a reference to this one, and takes one of its system transitions. */
function lintEffects(decl: ResourceDecl, t: Transition, path: string, at: At, declarationOf: (name: string) => ResourceDecl | undefined) {
  for (const [i, e] of (t.effects ?? []).entries()) {
    const target = declarationOf(e.resource);
    if (!target) {
      at(`${path}[${i}].resource`, `"${e.resource}" is not a declared resource`);
      continue;
    }
    if (target.fields[e.via]?.reference !== decl.name) at(`${path}[${i}].via`, `"${e.via}" is not a field of ${target.name} that references ${decl.name}`);
    const next = target.workflow?.transitions.find((x) => x.name === e.take);
    if (!next) {
      at(`${path}[${i}].take`, `"${e.take}" is not a transition of ${target.name}`);
      continue;
    }
    for (const f of next.fields ?? [])
      if (f.required && !e.values?.[f.field]) at(`${path}[${i}].values`, `${target.name}.${e.take} requires ${f.field}: give it in values`);
    for (const [name, v] of Object.entries(e.values ?? {}))
      if (v.from === 'field' && !Object.hasOwn(decl.fields, v.field)) at(`${path}[${i}].values.${name}`, `"${v.field}" is not a declared field`);
  }
}

/** Problems of `decl.checks`: fields that exist and hold what the check compares, labels in both locales. */
export function lintChecks(decl: ResourceDecl, at: At, declarationOf: (name: string) => ResourceDecl | undefined, locales: readonly string[]): void {
  for (const [i, check] of (decl.checks ?? []).entries()) {
    const path = `checks[${i}]`;
    const field = decl.fields[check.field];
    if (field?.kind !== 'enum') at(`${path}.field`, `"${check.field}" is not a declared enum field`);
    const via = decl.fields[check.via];
    const target = via?.reference ? declarationOf(via.reference) : undefined;
    if (!via?.reference) at(`${path}.via`, `"${check.via}" is not a declared reference field`);
    const against = target?.fields[check.against];
    if (target && against?.kind !== 'enum') at(`${path}.against`, `"${check.against}" is not an enum field of ${target.name}`);
    for (const [code, fields] of Object.entries(check.requires ?? {})) {
      if (against && !against.values?.includes(code)) at(`${path}.requires`, `"${code}" is not a value of ${check.against}`);
      for (const name of fields) if (!Object.hasOwn(decl.fields, name)) at(`${path}.requires.${code}`, `"${name}" is not a declared field`);
    }
    for (const [value, others] of Object.entries(check.conflicts)) {
      if (field?.kind === 'enum' && !field.values?.includes(value)) at(`${path}.conflicts`, `"${value}" is not a value of ${check.field}`);
      for (const other of others)
        if (against && !against.values?.includes(other)) at(`${path}.conflicts.${value}`, `"${other}" is not a value of ${check.against}`);
    }
    for (const locale of locales) {
      const label = decl.messages?.[locale as 'en-US']?.checks?.[check.name];
      if (typeof label !== 'string' || label.trim() === '') at(`checks.${check.name}`, `no ${locale} label (messages.${locale}.checks.${check.name})`);
    }
  }
}
