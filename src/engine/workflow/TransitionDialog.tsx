import { useState } from 'react';
import { RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import type { Transition } from '../../../resources/lib/schema';
import { ConflictAlerts } from '../checks';
import { useDeclaration } from '../DeclarationsContext';
import { transitionLabel } from '../labels';
import { ExtraFieldInput } from './ExtraFieldInput';
import { useGuardAsks } from './useGuardAsks';
import { useTransitionForm } from './useTransitionForm';
import { TransitionFieldInputs } from './TransitionFieldInputs';
import { TransitionFormDialog } from './TransitionFormDialog';

/**
 * The fields a transition asks for (a reason to reject), with the declaration's rules and the
 * transition's own `required`, and those its guards take where they apply (a reason to decide
 * despite a conflict, the confirmation of a check by eye); Confirm takes the transition, the
 * server's field errors land on their fields, Cancel (or Escape) leaves the record as it was. The
 * record's conflicts and unmet requirements are repeated here, where the decision is taken.
 * `ask`: an extra field a refusal named, asked for even if the record as read does not call for it.
 */
export function TransitionDialog({ transition, ask, onClose }: { transition: Transition; ask?: string; onClose: () => void }) {
  const decl = useDeclaration();
  const translate = useTranslate();
  const record = useRecordContext();
  const [forced, setForced] = useState<ReadonlySet<string>>(() => new Set(ask ? [ask] : []));
  const asks = useGuardAsks()(transition, forced);
  const { submit, isPending } = useTransitionForm(transition, asks, onClose, (name) => setForced((s) => new Set([...s, name])));
  return (
    <TransitionFormDialog
      title={translate(transitionLabel(decl.name, transition.name), { _: transition.name })}
      isPending={isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {decl.checks && (
        <RecordContextProvider value={record}>
          <ConflictAlerts />
        </RecordContextProvider>
      )}
      <TransitionFieldInputs transition={transition} />
      {asks.map((a) => (
        <ExtraFieldInput key={a.name} ask={a} />
      ))}
    </TransitionFormDialog>
  );
}
