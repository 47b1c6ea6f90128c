/**
 * Every answer against the API's description (docs/openapi.json, built by fake-api/openapi): the
 * route's documented answer for that HTTP status, its JSON Schema checked with ajv (draft
 * 2020-12, as OpenAPI 3.1 writes it). A mismatch names the route and where in the answer it is.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

type Schema = Record<string, unknown>;
export interface Document {
  paths: Record<string, Record<string, { responses: Record<string, Schema> }>>;
  components: Record<string, Record<string, Schema>>;
}

const DOCUMENT_ID = 'https://mds-console.invalid/openapi.json';

export interface Conformance {
  /** Why the answer does not match the document (its body, and the headers it documents), or undefined when it does. */
  mismatch(method: string, path: string, http: number, body: unknown, headers?: Headers): string | undefined;
  /** The documented route a path belongs to (`/api/list/policy/{id}`), if any. */
  routeOf(path: string): string | undefined;
}

export function conformanceTo(document: Document): Conformance {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
  // A concrete path matches before a templated one (OpenAPI: `/transitions` is not the record `{id}`).
  const templated = (route: string) => (route.match(/\{\w+\}/g) ?? []).length;
  const routes = Object.keys(document.paths)
    .sort((a, b) => templated(a) - templated(b))
    .map((route) => ({
      route,
      regex: new RegExp(`^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
    }));
  /** Per route, method and status: the body's validator (null: not JSON) and the headers it must carry. */
  const answers = new Map<string, { validate: ValidateFunction | null; headers: string[] }>();

  /** The answer documented for this status: its JSON Schema, $refs pointing into the document, and its headers. */
  function answerFor(route: string, method: string, http: number, given?: Schema) {
    const responses = document.paths[route]?.[method.toLowerCase()]?.responses;
    let response = given ?? responses?.[String(http)] ?? responses?.default;
    if (!response) return undefined;
    if (typeof response.$ref === 'string') response = document.components.responses[response.$ref.split('/').pop()!];
    const content = response.content as Record<string, { schema?: Schema }> | undefined;
    const schema = content?.['application/json']?.schema;
    const linked = schema && (JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`)) as Schema);
    return { validate: linked ? ajv.compile(linked) : null, headers: Object.keys((response.headers as Schema | undefined) ?? {}) };
  }
  const routeOf = (path: string) => routes.find((r) => r.regex.test(path))?.route;

  return {
    routeOf,
    mismatch(method, path, http, body, headers) {
      const route = routeOf(path);
      const what = `${method} ${route ?? path} (HTTP ${http})`;
      // A path the document does not list is 40400; a method it does not list for a path, 405 with 40000.
      const answered = !route ? 'NotFound' : !document.paths[route][method.toLowerCase()] ? 'BadInput' : undefined;
      if (answered && http !== (route ? 405 : 404)) return `${what}: the route is not in the document, so the answer must be HTTP ${route ? 405 : 404}`;
      const key = answered ? answered : `${method} ${route} ${http}`;
      if (!answers.has(key)) {
        const answer = answered ? answerFor('', '', 0, { $ref: `#/components/responses/${answered}` }) : answerFor(route!, method, http);
        if (!answer) return `${what}: the document gives no answer with HTTP ${http} for this route`;
        answers.set(key, answer);
      }
      const { validate, headers: needed } = answers.get(key)!;
      const missing = headers ? needed.find((h) => !headers.get(h)) : undefined;
      if (missing) return `${what}: the answer has no ${missing} header, which the document gives it`;
      if (!validate || validate(body)) return undefined;
      // The last error is the outermost (an anyOf's after its branches').
      const error = validate.errors![validate.errors!.length - 1];
      const extra = error.keyword === 'additionalProperties' ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})` : '';
      return `${what}: the answer does not match the document at ${error.instancePath || '/'}: ${error.message ?? error.keyword}${extra}`;
    },
  };
}
