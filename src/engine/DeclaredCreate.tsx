import { Create } from 'react-admin';
import { DeclaredForm } from './DeclaredForm';

export function DeclaredCreate() {
  return (
    <Create redirect="list">
      <DeclaredForm />
    </Create>
  );
}
