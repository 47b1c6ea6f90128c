import { useState } from 'react';
import { Stack } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import type { Transition } from '../../../resources/lib/schema';
import { useDeclaration } from '../DeclarationsContext';
import { transitionLabel } from '../labels';
import { TransitionDialog } from './TransitionDialog';
import { useAllowedTransitions } from './useAllowedTransitions';
import { useTakeTransition } from './useTakeTransition';

/**
 * One button per transition the signed-in user may take on the record now, and nothing else. A
 * transition that asks for fields (a reason) opens a dialog for them; the others are taken at once.
 */
export function TransitionButtons() {
  const decl = useDeclaration();
  const translate = useTranslate();
  const allowed = useAllowedTransitions();
  const take = useTakeTransition();
  const [asking, setAsking] = useState<Transition>();
  if (allowed.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={translate('mds.engine.workflow.actions')}>
      {allowed.map((transition) => (
        <Button
          key={transition.name}
          label={translate(transitionLabel(decl.name, transition.name), { _: transition.name })}
          variant="outlined"
          disabled={take.isPending}
          onClick={() => (transition.fields?.length ? setAsking(transition) : take.mutate({ transition }))}
        />
      ))}
      {asking && <TransitionDialog transition={asking} onClose={() => setAsking(undefined)} />}
    </Stack>
  );
}
