import { useDeclaration } from '../DeclarationsContext';
import { ConflictAlert } from './ConflictAlert';

/** Every declared conflict check of the record being shown or edited. */
export function ConflictAlerts() {
  const decl = useDeclaration();
  return (decl.checks ?? []).map((check) => <ConflictAlert key={check.name} check={check} />);
}
