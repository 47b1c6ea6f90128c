import { lazyInput } from '../LoadingInput';

/** The input of a `file` field: its drop zone once loaded, a disabled stand-in holding the field meanwhile. */
export const FileChoiceInput = lazyInput(() => import('./FileUploadInput'));
