import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useTranslate, type Identifier } from 'react-admin';
import { isBulkSuccess, type WorkflowDataProvider } from '../../../dataProvider/workflow';
import type { Transition } from '../../../resources/lib/schema';
import { useDeclaration } from '../DeclarationsContext';
import { transitionLabel } from '../labels';
import { useRefusalText } from '../workflow/useRefusalText';

/** A record the API refused to move, named and with its reason in the reader's language. */
export interface BulkRefused {
  id: Identifier;
  /** The record's label as the list shows it, else `#id`. */
  record: string;
  reason: string;
}

/**
 * Takes a transition on the selected records (each checked alone by the API, one refusal stops no
 * other). Then a notification of how many moved, the list loads again, and the refused records stay
 * selected, answered with their reasons for a dialog to show.
 */
export function useBulkTransition(transition: Transition) {
  const decl = useDeclaration();
  const { selectedIds, data = [], onSelect } = useListContext();
  const dataProvider = useDataProvider<WorkflowDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const refusals = useRefusalText();
  const name = translate(transitionLabel(decl.name, transition.name), { _: transition.name });
  const labelOf = (id: Identifier) => {
    const found = data.find((r) => String(r.id) === String(id))?.[decl.recordLabel];
    return found === undefined || found === null || found === '' ? `#${id}` : `#${id} ${String(found)}`;
  };
  return useMutation({
    mutationFn: async (fields: Record<string, unknown>): Promise<BulkRefused[]> => {
      const { data: results } = await dataProvider.bulkTransition(decl.name, { ids: selectedIds, to: transition.to, fields });
      return results.filter((r) => !isBulkSuccess(r)).map((r) => ({ id: r.id, record: labelOf(r.id), reason: refusals.say(r.refusal, r.msg, transition) }));
    },
    onSuccess: async (refused) => {
      const done = selectedIds.length - refused.length;
      if (refused.length === 0) notify('mds.engine.workflow.bulk.done', { type: 'success', messageArgs: { transition: name, smart_count: done } });
      else notify('mds.engine.workflow.bulk.partly', { type: 'warning', messageArgs: { transition: name, done, refused: refused.length } });
      await queryClient.invalidateQueries({ queryKey: [decl.name] });
      // The refused stay selected: the user sees which, and may try again or take another action on them.
      onSelect(refused.map((r) => r.id));
    },
    onError: (e) => notify((e as Error).message, { type: 'error', messageArgs: { _: (e as Error).message } }),
  });
}
