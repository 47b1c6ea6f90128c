import type { ResourceProps } from 'react-admin';
import type { ResourceDecl } from '../../resources/lib/schema';
import { iconOf } from './icons';
import { ListRedirect } from './ListRedirect';
import { CreateScreen, EditScreen, ListScreen, ShowScreen } from './lazy';

/**
 * A declaration as react-admin `<Resource>` props: the same four screens for every resource. In
 * drawer mode the create and edit routes show the list with the form over it. Each screen's code
 * comes when it is first shown (screens.ts).
 */
export const resourceProps = (decl: ResourceDecl): ResourceProps => ({
  name: decl.name,
  list: decl.listPath ? ListRedirect : ListScreen,
  create: decl.formMode === 'drawer' ? ListScreen : CreateScreen,
  edit: decl.formMode === 'drawer' ? ListScreen : EditScreen,
  show: ShowScreen,
  icon: iconOf(decl.icon),
  recordRepresentation: decl.recordLabel,
  options: { label: `resources.${decl.name}.menu` },
});
