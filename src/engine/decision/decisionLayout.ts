/**
 * Where a workflow record's fields go on its decision screen, from its declaration alone: the
 * header names it (label, state, requester), the disclosure panel holds the file and its summary,
 * declared groups stay together where their first field is, every other field in declaration order.
 */
import { isFieldActive, isShownField, ownerNameField, type FieldDecl, type FieldGroup, type ResourceDecl } from '../../../resources/lib/schema';

export type FieldSlot = { kind: 'field'; name: string; field: FieldDecl } | { kind: 'group'; group: FieldGroup; fields: { name: string; field: FieldDecl }[] };

/** Fields shown elsewhere than in the list of fields: in the header, or in the disclosure panel. */
export function shownApart(decl: ResourceDecl): Set<string> {
  const apart = [decl.recordLabel, decl.workflow?.field, ownerNameField(decl), decl.disclosure?.file, decl.disclosure?.summary];
  return new Set(apart.filter((name): name is string => name !== undefined));
}

/** The fields this role reads on the record, in order, each alone or in its declared group. */
export function fieldSlots(decl: ResourceDecl, role: string | null | undefined, record: Readonly<Record<string, unknown>>): FieldSlot[] {
  const apart = shownApart(decl);
  const shown = (name: string, f: FieldDecl) => isShownField(f, role) && !apart.has(name) && isFieldActive(f, record);
  const groupOf = new Map((decl.groups ?? []).flatMap((g) => g.fields.map((name) => [name, g] as const)));
  const slots: FieldSlot[] = [];
  const placed = new Set<FieldGroup>();
  for (const [name, field] of Object.entries(decl.fields)) {
    if (!shown(name, field)) continue;
    const group = groupOf.get(name);
    if (!group) slots.push({ kind: 'field', name, field });
    else if (!placed.has(group)) {
      placed.add(group);
      const fields = group.fields.flatMap((member) =>
        decl.fields[member] && shown(member, decl.fields[member]) ? [{ name: member, field: decl.fields[member] }] : [],
      );
      slots.push({ kind: 'group', group, fields });
    }
  }
  return slots;
}
