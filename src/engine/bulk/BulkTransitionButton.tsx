import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import type { Transition } from '../../../resources/lib/schema';
import { givenValues } from '../workflow/guardAsks';
import { BulkRefusalsDialog } from './BulkRefusalsDialog';
import { BulkTransitionDialog } from './BulkTransitionDialog';
import { useBulkTransition, type BulkRefused } from './useBulkTransition';

/**
 * A workflow transition on the selected rows: a dialog asks once for its fields (and says how many
 * records), then the API moves each record it may; those it refused are listed with their reasons.
 */
export function BulkTransitionButton({ transition, label }: { transition: Transition; label: string }) {
  const { selectedIds } = useListContext();
  const take = useBulkTransition(transition);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<BulkRefused[]>([]);
  const names = (transition.fields ?? []).map(({ field }) => field);
  const submit = async (values: Record<string, unknown>) => {
    const fields = givenValues(values, names);
    try {
      setRefused(await take.mutateAsync(fields));
      setAsking(false);
    } catch {
      // Said by the hook (a network failure, a session ended): the dialog stays for another try.
    }
  };
  return (
    <>
      <Button label={label} onClick={() => setAsking(true)} disabled={take.isPending} />
      {asking && (
        <BulkTransitionDialog
          transition={transition}
          title={label}
          count={selectedIds.length}
          isPending={take.isPending}
          onSubmit={submit}
          onClose={() => setAsking(false)}
        />
      )}
      {refused.length > 0 && <BulkRefusalsDialog transition={label} refused={refused} onClose={() => setRefused([])} />}
    </>
  );
}
