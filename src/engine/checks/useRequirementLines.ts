import { useLocaleState, useTranslate } from 'react-admin';
import { useDeclaration } from '../DeclarationsContext';
import { enumLabel, fieldLabel } from '../labels';
import type { CheckFindings } from './useCheckFindings';

/**
 * One sentence per referenced record and code whose requirement is unmet, in the reader's
 * language: "Dataset “Cardiac MRI” is marked IRB: fill in “Ethics approval number” and …". A
 * boolean is ticked (a commitment), any other field filled in.
 */
export function useRequirementLines({ check, target, unmet, labelOf }: CheckFindings): { key: string; text: string }[] {
  const decl = useDeclaration();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!target || unmet.length === 0) return [];
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const quoted = (fields: string[]) => list.format(fields.map((f) => translate('mds.engine.workflow.quoted', { text: translate(fieldLabel(decl.name, f)) })));
  // One sentence per record and code (IRB asks for two fields: one sentence names both).
  const groups = new Map<string, typeof unmet>();
  for (const u of unmet) {
    const key = `${check.name}-${u.recordId}-${u.code}`;
    groups.set(key, [...(groups.get(key) ?? []), u]);
  }
  return [...groups].flatMap(([key, group]) => {
    const { recordId, code } = group[0];
    const args = {
      resource: translate(`resources.${target.name}.name`, { smart_count: 1 }),
      record: labelOf(recordId),
      code: translate(enumLabel(target.name, check.against, code), { _: code }),
    };
    const ticked = group.filter((u) => decl.fields[u.field]?.kind === 'boolean').map((u) => u.field);
    const filled = group.filter((u) => decl.fields[u.field]?.kind !== 'boolean').map((u) => u.field);
    return [
      ...(filled.length ? [{ key: `${key}-fill`, text: translate('mds.engine.checks.requirement.fill', { ...args, fields: quoted(filled) }) }] : []),
      ...(ticked.length ? [{ key: `${key}-tick`, text: translate('mds.engine.checks.requirement.tick', { ...args, fields: quoted(ticked) }) }] : []),
    ];
  });
}
