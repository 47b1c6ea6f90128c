import type { ResourceProps } from 'react-admin';
import type { ResourceDecl } from '../../resources/lib/schema';
import { DeclaredCreate } from './DeclaredCreate';
import { DeclaredEdit } from './DeclaredEdit';
import { DeclaredList } from './DeclaredList';
import { DeclaredShow } from './DeclaredShow';
import { iconOf } from './icons';
import { ListRedirect } from './ListRedirect';

/**
 * A declaration as react-admin `<Resource>` props: the same four screens for every resource. In
 * drawer mode the create and edit routes show the list with the form over it.
 */
export const resourceProps = (decl: ResourceDecl): ResourceProps => ({
  name: decl.name,
  list: decl.listPath ? ListRedirect : DeclaredList,
  create: decl.formMode === 'drawer' ? DeclaredList : DeclaredCreate,
  edit: decl.formMode === 'drawer' ? DeclaredList : DeclaredEdit,
  show: DeclaredShow,
  icon: iconOf(decl.icon),
  recordRepresentation: decl.recordLabel,
  options: { label: `resources.${decl.name}.menu` },
});
