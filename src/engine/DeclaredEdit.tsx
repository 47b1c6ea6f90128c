import { Edit } from 'react-admin';
import { useDeclaration } from './DeclarationsContext';
import { DeclaredForm } from './DeclaredForm';
import { useWritableOnly } from './useWritableOnly';

/** Pessimistic: the record changes on screen only once the API has stored it (server errors land on their fields). */
export function DeclaredEdit({ id }: { id?: string }) {
  const { listPath } = useDeclaration();
  return (
    <Edit id={id} mutationMode="pessimistic" redirect={listPath ?? 'list'} transform={useWritableOnly()}>
      <DeclaredForm />
    </Edit>
  );
}
