import { lazyInput } from './LoadingInput';

/** The input of a reference field (one record, or several for a `multiple` one), chosen by the referenced records' label. */
export const ReferenceChoiceInput = lazyInput(() => import('./ReferenceChoices'));
