import { Navigate, useLocation } from 'react-router-dom';
import { useDeclaration } from './DeclarationsContext';

/** `/<resource>` goes to the console route that shows the list, keeping its query. */
export function ListRedirect() {
  const { listPath } = useDeclaration();
  const { search } = useLocation();
  return <Navigate to={`${listPath}${search}`} replace />;
}
