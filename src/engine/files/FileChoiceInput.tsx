import { lazy, Suspense } from 'react';
import { LoadingInput } from '../LoadingInput';
import type { FileUploadInputProps } from './FileUploadInput';

// The drop zone behind it is loaded with the first form that has a file field: other screens do not pay for it.
const FileUploadInput = lazy(() => import('./FileUploadInput'));

/** The input of a `file` field: its drop zone once loaded, a disabled stand-in holding the field meanwhile. */
export function FileChoiceInput(props: FileUploadInputProps) {
  return (
    <Suspense fallback={<LoadingInput {...props} />}>
      <FileUploadInput {...props} />
    </Suspense>
  );
}
