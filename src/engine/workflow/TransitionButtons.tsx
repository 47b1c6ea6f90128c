import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { refusalOf } from '../../../dataProvider/workflow';
import type { Transition } from '../../../resources/lib/schema';
import { useDeclaration } from '../DeclarationsContext';
import { transitionLabel } from '../labels';
import { askedByRefusal } from './guardAsks';
import { TransitionDialog } from './TransitionDialog';
import { useAllowedTransitions } from './useAllowedTransitions';
import { useGuardAsks } from './useGuardAsks';
import { useTakeTransition } from './useTakeTransition';

/**
 * One button per transition the signed-in user may take on the record now, and nothing else (not
 * the system's, not one the rules refuse them). A transition that asks for fields (a reason, or a
 * guard's override where it applies) opens a dialog for them; the others are taken at once, and
 * if the API then asks for an override (the data changed since it was read), the dialog opens.
 */
export function TransitionButtons() {
  const decl = useDeclaration();
  const translate = useTranslate();
  const allowed = useAllowedTransitions();
  const asksOf = useGuardAsks();
  const take = useTakeTransition();
  const [asking, setAsking] = useState<{ transition: Transition; ask?: string }>();
  if (allowed.length === 0) return null;
  const takeAtOnce = (transition: Transition) =>
    take.mutate(
      { transition },
      {
        onError: (e) => {
          const ask = askedByRefusal(transition, refusalOf(e));
          if (ask) setAsking({ transition, ask });
        },
      },
    );
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label={translate('mds.engine.workflow.actions')}>
      {allowed.map((transition) => (
        // MUI's Button, not react-admin's: that one shows only its icon on a phone, and these have none.
        <Button
          key={transition.name}
          size="small"
          variant="outlined"
          disabled={take.isPending}
          onClick={() => (transition.fields?.length || asksOf(transition).length ? setAsking({ transition }) : takeAtOnce(transition))}
        >
          {translate(transitionLabel(decl.name, transition.name), { _: transition.name })}
        </Button>
      ))}
      {asking && <TransitionDialog transition={asking.transition} ask={asking.ask} onClose={() => setAsking(undefined)} />}
    </Stack>
  );
}
