/**
 * The declared workflows' two calls (docs/api-contract.md): take a transition, read a record's
 * history. Errors are the HTTP client's, like every other write's: the envelope's `msg`, and
 * `body.errors` per field for react-admin's forms.
 */
import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import type { HistoryEntry } from '../resources/lib/workflow';
import type { FileMethods } from './files';
import type { HttpClient } from './http';
import { endpointOf, type Endpoints } from './translate';

export interface TransitionParams {
  id: Identifier;
  /** The state to move to: the API finds the transition that leads there from the record's state. */
  to: string;
  /** The fields the transition declares (a reason, an expiry). */
  fields?: Readonly<Record<string, unknown>>;
}

export interface HistoryParams {
  id: Identifier;
  signal?: AbortSignal;
}

export interface WorkflowMethods {
  /** Moves the record along a declared transition; answers the updated record. */
  transition<R extends RaRecord = RaRecord>(resource: string, params: TransitionParams): Promise<{ data: R }>;
  /** The record's changes of state, oldest first. */
  getHistory(resource: string, params: HistoryParams): Promise<{ data: HistoryEntry[] }>;
}

/** react-admin's data provider with the workflow and file calls, so components call them typed. */
export type WorkflowDataProvider = DataProvider & WorkflowMethods & FileMethods;

export function workflowMethods(http: HttpClient, endpoints: Endpoints): WorkflowMethods {
  const transitionsPath = (resource: string, id: Identifier) => `${endpointOf(resource, endpoints)}/${encodeURIComponent(String(id))}/transitions`;
  return {
    async transition<R extends RaRecord = RaRecord>(resource: string, { id, to, fields = {} }: TransitionParams) {
      // `to` last: a declared field never stands in for the target state.
      const { data } = await http<R>(transitionsPath(resource, id), { method: 'POST', body: { ...fields, to } });
      return { data };
    },
    async getHistory(resource: string, { id, signal }: HistoryParams) {
      const { data } = await http<{ list: HistoryEntry[] }>(transitionsPath(resource, id), { signal });
      return { data: data.list };
    },
  };
}
