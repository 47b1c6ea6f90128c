/**
 * The linter's rules for what a reference may `choose` (lint.ts). A file field's rules are its
 * kind's (kinds/file.ts).
 */
import { ownerField, type FieldDecl, type ResourceDecl } from './schema';

/** Problems of a reference's `choose`: the records it names must have an owner (`own`) and the states (`states`). */
export function chooseProblems(f: FieldDecl, declarations: readonly ResourceDecl[]): [string, string][] {
  if (!f.choose) return [];
  const target = declarations.find((d) => d.name === f.reference);
  if (!target) return [['choose', 'choose needs a reference to a declared resource']];
  const problems: [string, string][] = [];
  if (f.choose.own && !ownerField(target)) problems.push(['choose.own', `${target.name} has no owner field (auto: 'owner')`]);
  const states = target.workflow ? target.fields[target.workflow.field]?.values : undefined;
  for (const s of f.choose.states ?? [])
    if (!states?.includes(s)) problems.push(['choose.states', `"${s}" is not a state of ${target.name}${states ? '' : ' (it has no workflow)'}`]);
  return problems;
}
