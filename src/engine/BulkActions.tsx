import { Tooltip } from '@mui/material';
import { BulkDeleteWithUndoButton, BulkUpdateWithUndoButton, Button, useListContext, useTranslate } from 'react-admin';
import { bulkActions, canUseBulk, type BulkAction } from '../../resources/lib/schema';
import { useRole } from '../appSettings/useRole';
import { useDeclaration } from './DeclarationsContext';

/** `bulk.<name>` of the resource's messages; a delete may go without one. */
const fallbackOf = (b: BulkAction) => (b.kind === 'delete' ? 'ra.action.delete' : 'ra.action.update');

/**
 * The declared bulk actions of the current resource on the selected rows, each undoable for a
 * few seconds; an action the role may not use is shown disabled, with the spec's reason. None
 * while no row is selected (the toolbar is hidden then): each would render with every list change.
 */
export function BulkActions() {
  const decl = useDeclaration();
  const role = useRole();
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <>
      {bulkActions(decl).map((b) => {
        const label = translate(`resources.${decl.name}.bulk.${b.name}`, { _: translate(fallbackOf(b)) });
        if (!canUseBulk(decl, b, role))
          return (
            <Tooltip key={b.name} title={translate('mds.http.forbidden')}>
              <span>
                <Button label={label} disabled />
              </span>
            </Tooltip>
          );
        if (b.kind === 'delete') return <BulkDeleteWithUndoButton key={b.name} label={label} />;
        if (b.kind === 'set') return <BulkUpdateWithUndoButton key={b.name} label={label} data={{ [b.field]: b.value, ...b.with }} />;
        return null;
      })}
    </>
  );
}
