import { lazy, Suspense } from 'react';
import { LoadingInput } from './LoadingInput';
import type { ReferenceChoiceProps } from './ReferenceChoices';

// The autocomplete behind it is loaded with the first form or filter that has a reference: lists without one do not pay for it.
const ReferenceChoices = lazy(() => import('./ReferenceChoices'));

/**
 * The input of a reference field (one record, or several for a `multiple` one), chosen by the
 * referenced records' label. Its props stay on this element, where react-admin's filter form reads them.
 */
export function ReferenceChoiceInput(props: ReferenceChoiceProps) {
  return (
    <Suspense fallback={<LoadingInput {...props} />}>
      <ReferenceChoices {...props} />
    </Suspense>
  );
}
