import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../cells/formats';
import { useDeclaration } from '../DeclarationsContext';
import { useCellFormat } from '../export/useCellFormat';
import type { Revision } from './revision';
import { actionText, actorText, changeLabel, relativeTime, valueText } from './revisionWords';

/** The declared resource's revisions in the reader's words and locale (revisionWords.ts). */
export function useRevisionText() {
  const decl = useDeclaration();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const fmt = useCellFormat(decl.name);
  return {
    /** When, to the second, as the lists show dates and times. */
    absolute: (r: Pick<Revision, 'at'>) => formatDateTime(locale, r.at),
    /** How long ago: "5 minutes ago". */
    relative: (r: Pick<Revision, 'at'>) => relativeTime(locale, r.at),
    action: (r: Revision) => actionText(translate, decl.name, r),
    by: (r: Revision) => translate('mds.engine.history.by', { actor: actorText(translate, r) }),
    /** "Status:" */
    label: (field: string) => translate('mds.engine.history.field', { field: changeLabel(translate, decl.name, field) }),
    value: (field: string, value: unknown) => valueText(translate, decl, field, value, fmt),
  };
}

export type RevisionText = ReturnType<typeof useRevisionText>;
