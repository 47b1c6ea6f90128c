import { createContext, useContext } from 'react';
import { useResourceContext } from 'react-admin';
import type { ResourceDecl } from '../../resources/lib/schema';

/** The declarations the console runs with (the registry's, or a test's). */
export const DeclarationsContext = createContext<readonly ResourceDecl[]>([]);

/** The declaration of the resource being rendered. */
export function useDeclaration(): ResourceDecl {
  const name = useResourceContext();
  const decl = useContext(DeclarationsContext).find((d) => d.name === name);
  if (!decl) throw new Error(`No declaration for resource "${name}"`);
  return decl;
}
