import { Create } from 'react-admin';
import { useDeclaration } from './DeclarationsContext';
import { DeclaredForm } from './DeclaredForm';
import { useWritableOnly } from './useWritableOnly';

export function DeclaredCreate() {
  const { listPath } = useDeclaration();
  return (
    <Create redirect={listPath ?? 'list'} transform={useWritableOnly()}>
      <DeclaredForm />
    </Create>
  );
}
