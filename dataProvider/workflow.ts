/**
 * The declared workflows' calls (docs/api-contract.md): take a transition on one record or on
 * several, read a record's history. Errors are the HTTP client's, like every other write's: the
 * envelope's `msg`, `body.errors` per field for react-admin's forms, and `body.refusal` (why the
 * API refused) for the console to say in the reader's language.
 */
import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import { MAX_BULK } from '../resources/lib/schema';
import type { HistoryEntry, RefusalData } from '../resources/lib/workflow';
import { ApiError, asRefusal, SUCCESS_CODE } from './errors';
import type { DecisionMethods } from './decision';
import type { FileMethods } from './files';
import { tellConflict } from './conflicts';
import type { HttpClient } from './http';
import { endpointOf, idSlices, recordPath, type Endpoints } from './translate';
import { ifMatch, type Versions } from './versions';

export interface TransitionParams {
  id: Identifier;
  /** The state to move to: the API finds the transition that leads there from the record's state. */
  to: string;
  /** The fields the transition declares (a reason, an expiry) and those its guards take (an override, a sha256). */
  fields?: Readonly<Record<string, unknown>>;
  /** The record as it was shown: the transition is refused (41200) if it has changed since. */
  previousData?: RaRecord;
}

export interface BulkTransitionParams {
  ids: readonly Identifier[];
  to: string;
  /** Given once, for every record. */
  fields?: Readonly<Record<string, unknown>>;
}

/** One record's outcome in a bulk transition: `code` 20000 and the moved record, or the refusal. */
export interface BulkTransitionResult {
  id: Identifier;
  code: number;
  msg: string;
  record?: RaRecord;
  refusal?: RefusalData;
  errors?: Record<string, string>;
}

export interface HistoryParams {
  id: Identifier;
  signal?: AbortSignal;
}

export interface WorkflowMethods {
  /** Moves the record along a declared transition; answers the updated record. */
  transition<R extends RaRecord = RaRecord>(resource: string, params: TransitionParams): Promise<{ data: R }>;
  /** Moves each record alone (one refusal stops no other); answers a result per record, in the order given. */
  bulkTransition(resource: string, params: BulkTransitionParams): Promise<{ data: BulkTransitionResult[] }>;
  /** The record's changes of state, oldest first. */
  getHistory(resource: string, params: HistoryParams): Promise<{ data: HistoryEntry[] }>;
}

/** react-admin's data provider with the workflow and file calls, so components call them typed. */
export type WorkflowDataProvider = DataProvider & WorkflowMethods & FileMethods & DecisionMethods;

/** The refusal an error carries: the envelope's `data.refusal`, read by the HTTP client (`asRefusal`) under `body`. */
export const refusalOf = (e: unknown): RefusalData | undefined => (e instanceof ApiError ? e.body?.refusal : undefined);

export const isBulkSuccess = (r: BulkTransitionResult) => r.code === SUCCESS_CODE;

export function workflowMethods(http: HttpClient, endpoints: Endpoints, versions: Versions): WorkflowMethods {
  const transitionsPath = (resource: string, id: Identifier) => recordPath(endpointOf(resource, endpoints), id, 'transitions');
  return {
    async transition<R extends RaRecord = RaRecord>(resource: string, { id, to, fields = {}, previousData }: TransitionParams) {
      // `to` last: a declared field never stands in for the target state.
      const answer = await http<R>(transitionsPath(resource, id), {
        method: 'POST',
        body: { ...fields, to },
        headers: ifMatch(versions.of(resource, id, previousData)),
      }).catch(tellConflict(resource, id, 'transition', undefined, previousData));
      return { data: versions.note(resource, answer.data, answer.headers.get('ETag')) };
    },
    async bulkTransition(resource: string, { ids, to, fields = {} }: BulkTransitionParams) {
      const path = `${endpointOf(resource, endpoints)}/transitions`;
      const results: BulkTransitionResult[] = [];
      // At most MAX_BULK records a call (the API's limit), one call after the other: the server
      // takes each call's records one by one anyway.
      for (const slice of idSlices(ids, MAX_BULK)) {
        // Each record moves only if it is still as the list showed it.
        const etags = versions.byId(resource, slice);
        const body = { ...fields, ids: slice, to, ...(Object.keys(etags).length > 0 && { etags }) };
        const { data } = await http<{ list: BulkTransitionResult[] }>(path, { method: 'POST', body });
        results.push(...data.list.map((r) => ({ ...r, refusal: asRefusal(r.refusal) })));
      }
      return { data: results };
    },
    async getHistory(resource: string, { id, signal }: HistoryParams) {
      const { data } = await http<{ list: HistoryEntry[] }>(transitionsPath(resource, id), { signal });
      return { data: data.list };
    },
  };
}
