import { useContext } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { DeclarationsContext } from '../../engine/DeclarationsContext';
import { DeclaredList } from '../../engine/DeclaredList';
import { listAt } from '../../engine/listPrefetch';

/** docs/product.md §2 search table: the generated list of the resource whose `listPath` it is (policies). */
export function SearchTablePage() {
  const decl = listAt('/list/search-table', useContext(DeclarationsContext));
  return (
    <ResourceContextProvider value={decl?.name}>
      <DeclaredList />
    </ResourceContextProvider>
  );
}
