import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Transition } from '../../../resources/lib/schema';
import type { WorkflowDataProvider } from '../../../dataProvider/workflow';
import { useDeclaration } from '../DeclarationsContext';
import { transitionLabel } from '../labels';
import { seenFile } from './guardAsks';
import { useRefusalText } from './useRefusalText';

export interface TakeTransition {
  transition: Transition;
  fields?: Record<string, unknown>;
}

/**
 * Takes a transition on the current record, with the sha256 of the file the taker is looking at
 * where a guard pins it. On success: a notification, and the resource's queries (the record, its
 * list, its history) load again, so the buttons follow the new state. A refusal is said in the
 * reader's language and rejects, so a dialog can put field errors on its fields.
 */
export function useTakeTransition() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const dataProvider = useDataProvider<WorkflowDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const refusals = useRefusalText();
  return useMutation({
    mutationFn: ({ transition, fields }: TakeTransition) => {
      if (!record) throw new Error('No record to move');
      const seen = seenFile(transition, record);
      // The record as shown: a change someone else made since refuses the transition (41200) instead of going unseen.
      return dataProvider.transition(decl.name, { id: record.id, to: transition.to, fields: seen ? { ...fields, ...seen } : fields, previousData: record });
    },
    onSuccess: async (_, { transition }) => {
      notify('mds.engine.workflow.done', {
        type: 'success',
        messageArgs: { transition: translate(transitionLabel(decl.name, transition.name), { _: transition.name }) },
      });
      await queryClient.invalidateQueries({ queryKey: [decl.name] });
    },
    onError: (e, { transition }) => {
      const text = refusals.ofError(e, transition);
      notify(text, { type: 'error', messageArgs: { _: text } });
    },
  });
}
