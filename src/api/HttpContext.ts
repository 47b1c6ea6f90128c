import { createContext, useContext } from 'react';
import type { HttpClient } from '../../dataProvider/http';

/** The console's HTTP client (token, base URL, envelope) for calls outside the data provider. */
export const HttpContext = createContext<HttpClient | null>(null);

export function useHttp(): HttpClient {
  const http = useContext(HttpContext);
  if (!http) throw new Error('useHttp() needs <HttpContext.Provider> (set up in App.tsx)');
  return http;
}
