/** file: its name, a button that downloads it, and its size; never searched (the linter refuses `filter` on a file). */
import { FileDownloadField } from '../files';
import type { ListKind } from './kind';

export const fileKind: ListKind<'file'> = {
  column: (props) => <FileDownloadField key={props.source} {...props} />,
  filters: () => [],
};
