/**
 * react-admin's simple REST data provider over the MDS API: every call goes through the
 * envelope HTTP client, with the query dialect and the list shape translated on the way; plus the
 * declared workflows' calls (./workflow.ts), records' files (./files.ts) and the decision screen's reads (./decision.ts).
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { fetchUtils } from 'ra-core';
import type { HttpClient } from './http';
import { contentRange, idSlices, isListPage, MAX_IDS_PER_READ, toApiRequest, withoutId, type Endpoints } from './translate';
import { decisionMethods } from './decision';
import { fileMethods, withUploads } from './files';
import { workflowMethods, type WorkflowDataProvider } from './workflow';

interface SimpleRestOptions {
  method?: string;
  body?: string;
  signal?: AbortSignal;
}

export function createDataProvider(http: HttpClient, endpoints: Endpoints): WorkflowDataProvider {
  const translatingClient = async (url: string, options: SimpleRestOptions = {}) => {
    const method = options.method ?? 'GET';
    // A create is a POST to the list's URL: the list's query is for reads only.
    const { path, query, range } = toApiRequest(url, endpoints);
    const read = method === 'GET';
    const { data, status } = await http(path, { method, query: read ? query : undefined, body: withoutId(options.body), signal: options.signal });
    const headers = new Headers();
    let json: unknown = data;
    if (read && range && isListPage(data)) {
      json = data.list;
      headers.set('Content-Range', contentRange(range.start, data.list.length, data.total));
    }
    return { status, headers, body: JSON.stringify(json), json };
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
    update: async (resource, params) => rest.update(resource, { ...params, data: await withUploads(params.data) }),
    ...workflowMethods(http, endpoints),
    ...fileMethods(http, endpoints),
    ...decisionMethods(http, endpoints),
  };
}
