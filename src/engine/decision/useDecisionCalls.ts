import { useContext, useMemo } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import { HttpContext } from '../../api/HttpContext';
import { DeclarationsContext } from '../DeclarationsContext';
import { decisionMethods, type DecisionMethods } from './decisionCalls';

const NOT_WIRED = 'The decision screen needs the data provider’s getDisclosure and getTimeline, or <HttpContext.Provider>';

/**
 * The decision screen's reads: the data provider's, once it has them (react-admin's proxy then
 * reports an expired session as for any call); else made here with the console's HTTP client.
 */
export function useDecisionCalls(): DecisionMethods {
  const raw = useContext(DataProviderContext) as Partial<DecisionMethods> | null;
  const dataProvider = useDataProvider() as unknown as DecisionMethods;
  const http = useContext(HttpContext);
  const declarations = useContext(DeclarationsContext);
  return useMemo(() => {
    if (typeof raw?.getDisclosure === 'function' && typeof raw.getTimeline === 'function') return dataProvider;
    if (http) return decisionMethods(http, Object.fromEntries(declarations.map((d) => [d.name, d.endpoint])));
    // A wiring mistake, shown as the panel's error rather than breaking the whole page.
    const missing = () => Promise.reject(new Error(NOT_WIRED));
    return { getDisclosure: missing, getTimeline: missing };
  }, [raw, dataProvider, http, declarations]);
}
