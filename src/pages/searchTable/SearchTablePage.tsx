import { ResourceContextProvider } from 'react-admin';
import { DeclaredList } from '../../engine/DeclaredList';
import { LIST_PAGES } from '../../engine/listPrefetch';

/** Spec §2 search table: the policies resource's generated list. */
export function SearchTablePage() {
  return (
    <ResourceContextProvider value={LIST_PAGES['/list/search-table']}>
      <DeclaredList />
    </ResourceContextProvider>
  );
}
