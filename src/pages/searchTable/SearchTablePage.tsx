import { useContext } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { DeclarationsContext } from '../../engine/DeclarationsContext';
import { DeclaredList } from '../../engine/DeclaredList';
import { listAt } from '../../engine/listPrefetch';
import { useRoute } from '../../routes/RouteContext';

/** The search table: the generated list of the resource whose `listPath` is this route's path (policies). */
export function SearchTablePage() {
  const decl = listAt(useRoute().path, useContext(DeclarationsContext));
  return (
    <ResourceContextProvider value={decl?.name}>
      <DeclaredList />
    </ResourceContextProvider>
  );
}
