/**
 * The two reads a decision screen makes beyond react-admin's: a record's disclosure report and its
 * timeline (docs/api-contract.md). Written like dataProvider/workflow.ts so that the data provider
 * can take them as they are (`...decisionMethods(http, endpoints)`); until it does,
 * useDecisionCall.ts makes them with the console's HTTP client.
 */
import type { Identifier } from 'ra-core';
import type { HttpClient } from '../../../dataProvider/http';
import { endpointOf, type Endpoints } from '../../../dataProvider/translate';
import type { DisclosureReport } from '../../../resources/lib/disclosure';
import type { Cause } from '../../../resources/lib/workflow';

/** One line of a record's chain of custody: its creation or a change of state, of it or of a record depending on it. */
export interface TimelineEntry {
  time: string;
  resource: string;
  recordId: number;
  /** The record's label (its `recordLabel` field). */
  label: string;
  /** A transition's name, or `create`. */
  transition: string;
  from: string;
  to: string;
  actor: string;
  fields: Record<string, unknown>;
  cause?: Cause;
}

export interface DecisionParams {
  id: Identifier;
  signal?: AbortSignal;
}

export interface DecisionMethods {
  /** The record's disclosure report, or null while its file has not been read. */
  getDisclosure(resource: string, params: DecisionParams): Promise<{ data: DisclosureReport | null }>;
  /** The record's timeline, oldest first. */
  getTimeline(resource: string, params: DecisionParams): Promise<{ data: TimelineEntry[] }>;
}

export function decisionMethods(http: HttpClient, endpoints: Endpoints): DecisionMethods {
  const recordPath = (resource: string, id: Identifier, what: string) => `${endpointOf(resource, endpoints)}/${encodeURIComponent(String(id))}/${what}`;
  return {
    async getDisclosure(resource, { id, signal }) {
      const { data } = await http<DisclosureReport | null>(recordPath(resource, id, 'disclosure'), { signal });
      return { data: data ?? null };
    },
    async getTimeline(resource, { id, signal }) {
      const { data } = await http<{ list: TimelineEntry[] }>(recordPath(resource, id, 'timeline'), { signal });
      return { data: data.list };
    },
  };
}
