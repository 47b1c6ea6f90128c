import { Edit } from 'react-admin';
import { DeclaredForm } from './DeclaredForm';

/** Pessimistic: the record changes on screen only once the API has stored it. */
export function DeclaredEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <DeclaredForm />
    </Edit>
  );
}
