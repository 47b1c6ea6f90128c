import { Create } from 'react-admin';
import { useDeclaration } from './DeclarationsContext';
import { DeclaredForm } from './DeclaredForm';

export function DeclaredCreate() {
  const { listPath } = useDeclaration();
  return (
    <Create redirect={listPath ?? 'list'}>
      <DeclaredForm />
    </Create>
  );
}
