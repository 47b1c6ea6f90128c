import { Edit } from 'react-admin';
import { useDeclaration } from './DeclarationsContext';
import { DeclaredForm } from './DeclaredForm';

/** Pessimistic: the record changes on screen only once the API has stored it. */
export function DeclaredEdit() {
  const { listPath } = useDeclaration();
  return (
    <Edit mutationMode="pessimistic" redirect={listPath ?? 'list'}>
      <DeclaredForm />
    </Edit>
  );
}
