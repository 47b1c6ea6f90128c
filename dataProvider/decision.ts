/**
 * The two reads a decision screen makes beyond react-admin's (docs/api-contract.md): a record's
 * disclosure report and a request's timeline.
 */
import type { Identifier } from 'ra-core';
import type { HttpClient } from './http';
import { endpointOf, recordPath, type Endpoints } from './translate';
import type { DisclosureReport } from '../resources/lib/disclosureRules';
import type { TimelineEntry } from '../resources/lib/workflow';

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
  return {
    async getDisclosure(resource, { id, signal }) {
      const { data } = await http<DisclosureReport | null>(recordPath(endpointOf(resource, endpoints), id, 'disclosure'), { signal });
      return { data: data ?? null };
    },
    async getTimeline(resource, { id, signal }) {
      const { data } = await http<{ list: TimelineEntry[] }>(recordPath(endpointOf(resource, endpoints), id, 'timeline'), { signal });
      return { data: data.list };
    },
  };
}
