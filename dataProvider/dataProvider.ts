/**
 * react-admin's simple REST data provider over the MDS API: every call goes through the
 * envelope HTTP client, with the query dialect and the list shape translated on the way; plus the
 * declared workflows' calls (./workflow.ts), records' files (./files.ts) and the decision screen's reads (./decision.ts).
 * Every write of a record sends the version it was shown at (./versions.ts); one refused because
 * the record changed meanwhile is told to whoever shows it (./conflicts.ts).
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { fetchUtils, RaRecord } from 'ra-core';
import { tellConflict } from './conflicts';
import type { HttpClient } from './http';
import { contentRange, endpointOf, idSlices, isListPage, MAX_IDS_PER_READ, recordPath, toApiRequest, writtenBody, type Endpoints } from './translate';
import { ifMatch, Versions, VERSION } from './versions';
import { decisionMethods } from './decision';
import { fileMethods, withUploads } from './files';
import { workflowMethods, type WorkflowDataProvider } from './workflow';

interface SimpleRestOptions {
  method?: string;
  body?: string;
  signal?: AbortSignal;
}

export function createDataProvider(http: HttpClient, endpoints: Endpoints): WorkflowDataProvider {
  const versions = new Versions();
  const translatingClient = async (url: string, options: SimpleRestOptions = {}) => {
    const method = options.method ?? 'GET';
    // A create is a POST to the list's URL: the list's query is for reads only.
    const { resource, id, path, query, range } = toApiRequest(url, endpoints);
    const read = method === 'GET';
    const written = writtenBody(options.body);
    // A write of a record says the version it was shown at: a form's (its values carry it), else the last one read (bulk actions).
    const version = id !== undefined && !read && method !== 'POST' ? (written.version ?? versions.of(resource, id)) : undefined;
    const answer = await http(path, {
      method,
      query: read ? query : undefined,
      body: written.body,
      signal: options.signal,
      headers: ifMatch(version),
    });
    const headers = new Headers();
    let json: unknown = answer.data;
    if (read && range && isListPage(answer.data)) {
      json = versions.noteAll(resource, answer.data.list as RaRecord[], answer.data.etags);
      headers.set('Content-Range', contentRange(range.start, answer.data.list.length, answer.data.total));
    } else {
      json = versions.note(resource, answer.data, answer.headers.get('ETag'));
    }
    return { status: answer.status, headers, body: JSON.stringify(json), json };
  };
  // ra-data-simple-rest joins its URLs as `${apiUrl}/${resource}`; the API base lives in `http`.
  const rest = simpleRestProvider('', translatingClient as typeof fetchUtils.fetchJson);
  return {
    ...rest,
    // The API answers at most a page's worth of ids at a time (more is 40000): more are asked in
    // slices, together, and their records joined in the slices' order.
    getMany: async (resource, params) => {
      const ids = [...new Set(params.ids)];
      if (ids.length <= MAX_IDS_PER_READ) return rest.getMany(resource, { ...params, ids });
      const answers = await Promise.all(idSlices(ids, MAX_IDS_PER_READ).map((slice) => rest.getMany(resource, { ...params, ids: slice })));
      return { data: answers.flatMap((a) => a.data) };
    },
    // Chosen files go inside the record's JSON (./files.ts).
    create: async (resource, params) => rest.create(resource, { ...params, data: await withUploads(params.data) }),
    update: async (resource, params) => {
      // The form's values carry the version they were read at; values without one, the record's as shown.
      const version = versions.of(resource, params.id, params.data, params.previousData);
      const data = { ...(await withUploads(params.data)), ...(version && { [VERSION]: version }) };
      return rest.update(resource, { ...params, data }).catch(tellConflict(resource, params.id, 'update', params.data, params.previousData));
    },
    delete: async (resource, params) => {
      const path = recordPath(endpointOf(resource, endpoints), params.id);
      const headers = ifMatch(versions.of(resource, params.id, params.previousData));
      const { data } = await http<typeof params.previousData>(path, { method: 'DELETE', headers }).catch(
        tellConflict(resource, params.id, 'delete', undefined, params.previousData),
      );
      return { data: params.previousData ?? data! };
    },
    ...workflowMethods(http, endpoints, versions),
    ...fileMethods(http, endpoints),
    ...decisionMethods(http, endpoints),
  };
}
