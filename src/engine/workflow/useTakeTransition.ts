import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Transition } from '../../../resources/lib/schema';
import type { WorkflowDataProvider } from '../../../dataProvider/workflow';
import { useDeclaration } from '../DeclarationsContext';
import { transitionLabel } from '../labels';

export interface TakeTransition {
  transition: Transition;
  fields?: Record<string, unknown>;
}

/**
 * Takes a transition on the current record. On success: a notification, and the resource's
 * queries (the record, its list, its history) load again, so the buttons follow the new state.
 * A refusal shows the envelope's message and rejects, so a dialog can put field errors on its fields.
 */
export function useTakeTransition() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const dataProvider = useDataProvider<WorkflowDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation({
    mutationFn: ({ transition, fields }: TakeTransition) => {
      if (!record) throw new Error('No record to move');
      return dataProvider.transition(decl.name, { id: record.id, to: transition.to, fields });
    },
    onSuccess: async (_, { transition }) => {
      notify('mds.engine.workflow.done', {
        type: 'success',
        messageArgs: { transition: translate(transitionLabel(decl.name, transition.name), { _: transition.name }) },
      });
      await queryClient.invalidateQueries({ queryKey: [decl.name] });
    },
    onError: (e) => notify((e as Error).message, { type: 'error', messageArgs: { _: (e as Error).message } }),
  });
}
