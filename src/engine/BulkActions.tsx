import { Suspense } from 'react';
import { Tooltip } from '@mui/material';
import { BulkDeleteWithUndoButton, BulkUpdateWithUndoButton, Button, useListContext, useTranslate } from 'react-admin';
import { bulkActions, canUseBulk, manualTransitions, type BulkAction, type ResourceDecl } from '../../resources/lib/schema';
import { useRole } from '../appSettings/useRole';
import { bulkTransitionButton } from './lazy';
import { trashBulkDeleteButton } from './trash/lazy';
import { useDeclaration } from './DeclarationsContext';
import { transitionLabel } from './labels';

// Only lists with a bulk decision (requests, grants, outputs) load its dialogs; the others do not pay for them.
const { Part: BulkTransitionButton } = bulkTransitionButton;
// A list whose records are kept in the trash deletes at once and restores on Undo: its code comes on selection.
const { Part: TrashBulkDeleteButton } = trashBulkDeleteButton;

/** The workflow transition a bulk action takes, unless the system alone takes it (never offered). */
const transitionOf = (decl: ResourceDecl, b: BulkAction) =>
  b.kind === 'transition' ? manualTransitions(decl).find((t) => t.name === b.transition) : undefined;

/**
 * The declared bulk actions of the current resource on the selected rows: updates, and deletes of
 * records not kept in the trash, undoable for a few seconds; deletes of records kept in the trash
 * done after a confirmation, their Undo restoring them (trash/); workflow transitions after a
 * dialog (bulk/). An action the role may not use is shown disabled, with the reason. None while
 * no row is selected (the toolbar is hidden then): each would render with every list change.
 */
export function BulkActions() {
  const decl = useDeclaration();
  const role = useRole();
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  // `bulk.<name>` of the resource's messages; else a delete's, an update's or the transition's own label.
  const labelOf = (b: BulkAction) => {
    const fallback = b.kind === 'delete' ? 'ra.action.delete' : b.kind === 'set' ? 'ra.action.update' : transitionLabel(decl.name, b.transition);
    return translate(`resources.${decl.name}.bulk.${b.name}`, { _: translate(fallback, { _: b.name }) });
  };
  return (
    <>
      {bulkActions(decl).map((b) => {
        const transition = transitionOf(decl, b);
        if (b.kind === 'transition' && !transition) return null;
        const label = labelOf(b);
        if (!canUseBulk(decl, b, role))
          return (
            <Tooltip key={b.name} title={translate('mds.http.forbidden')}>
              <span>
                <Button label={label} disabled />
              </span>
            </Tooltip>
          );
        if (b.kind === 'delete')
          return decl.trash ? (
            <Suspense key={b.name} fallback={<Button label={label} disabled />}>
              <TrashBulkDeleteButton decl={decl} label={label} />
            </Suspense>
          ) : (
            <BulkDeleteWithUndoButton key={b.name} label={label} />
          );
        if (b.kind === 'set') return <BulkUpdateWithUndoButton key={b.name} label={label} data={{ [b.field]: b.value, ...b.with }} />;
        return (
          <Suspense key={b.name} fallback={<Button label={label} disabled />}>
            <BulkTransitionButton transition={transition!} label={label} />
          </Suspense>
        );
      })}
    </>
  );
}
