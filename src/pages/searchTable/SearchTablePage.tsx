import { ResourceContextProvider } from 'react-admin';
import { DeclaredList } from '../../engine/DeclaredList';

/** Spec §2 search table: the policies resource's generated list. */
export function SearchTablePage() {
  return (
    <ResourceContextProvider value="policies">
      <DeclaredList />
    </ResourceContextProvider>
  );
}
