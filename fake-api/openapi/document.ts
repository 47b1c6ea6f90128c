/**
 * The API's description: an OpenAPI 3.1 document built from what the API itself is built from,
 * the resource declarations and the authorization table's routes (account, sign-in and feature
 * routes, each with its zod shapes). Nothing here is written for the document alone.
 */
// The version is read when built or loaded, not from a path beside this file, which the one-file build (fake-api/bundle.ts) moves.
import { version as VERSION } from '../../package.json';
import { acceptOf, FILE_TYPES } from '../../resources/lib/files';
import { fileFields, manualTransitions, type ResourceDecl } from '../../resources/lib/schema';
import type { RouteRule } from '../authorization';
import type { RouteDoc } from '../routeDoc';
import { collectionSchemas, ETAG_HEADER, hasUnique, IF_MATCH, listParameters, schemaName, type Parameter } from './collections';
import { envelopeComponents, failureRef, okEnvelope, type FailureStatus } from './envelope';
import { jsonSchemaOf, type Schema } from './jsonSchema';
import { revisionDoc } from './revisions';
import { trashDoc } from './trash';

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, Schema>>;
};
export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: Schema;
  responses: Record<string, Schema>;
  security: Record<string, string[]>[];
  'x-roles': readonly string[] | 'public';
  'x-demo-only'?: boolean;
}

const DESCRIPTION = `The HTTP API of the MDS Console (docs/api-contract.md). Every answer is the envelope
\`{ data, status: "ok" | "fail", msg, code }\`: \`code\` 20000 is a success; 40000 bad input (\`data.errors\` per field),
40300 a role that may not, 40400 no such record, 40900 a conflict, 41200 a record changed since the \`If-Match\` version, 41300 a body over the limit, 42900 rate limited (\`Retry-After\`),
50000 a server error, 50008 / 50012 / 50014 no valid session (none, revoked, expired), 50300 not ready (the health check). A signed-in client sends
\`Authorization: Bearer <token>\`. Each route takes only the query parameters and body fields described here: any other is refused (40000).
\`x-roles\` lists the roles allowed (\`*\`: any signed-in role; \`public\`: no session needed).`;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema) => ({ 'application/json': { schema } });
/** `/api/list/:id` as OpenAPI writes it: `/api/list/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operationId = (method: string, path: string) =>
  method.toLowerCase() + path.replace(/:(\w+)/g, 'by-$1').replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** What a collection route's operation says, from its declaration. */
function collectionDoc(
  rule: RouteRule,
  decl: ResourceDecl,
): Omit<Operation, 'operationId' | 'security' | 'x-roles' | 'responses'> & {
  data: Schema;
  fails: FailureStatus[];
  created?: boolean;
  binary?: readonly string[];
  /** A record answer: its ETag header. */
  etag?: boolean;
} {
  const record = ref(schemaName(decl, 'Record'));
  const conflicts: FailureStatus[] = hasUnique(decl) ? [409] : [];
  const tags = [decl.name];
  const label = decl.messages['en-US'].name.split('||||').pop()!.trim().toLowerCase();
  if (rule.method === 'GET' && rule.path === decl.endpoint)
    return { tags, summary: `List ${label}`, parameters: listParameters(decl), data: ref(schemaName(decl, 'Page')), fails: [] };
  const body = (part: 'Create' | 'Update' | 'Transition') => ({ required: true, content: json(ref(schemaName(decl, part))) });
  const revisions = revisionDoc(rule, decl, label, record);
  if (revisions) return { tags, ...revisions };
  const trash = trashDoc(rule, decl, label, record);
  if (trash) return { tags, ...trash };
  if (rule.path.endsWith('/:id/files/:field')) {
    const files = fileFields(decl);
    const types = [...new Set(files.flatMap(([, f]) => acceptOf(f).map((t) => FILE_TYPES[t].mime)))];
    return {
      tags,
      summary: `The file a record of ${label} holds in a file field (${files.map(([name]) => name).join(', ')}), as an attachment`,
      data: {},
      binary: types,
      fails: [404],
    };
  }
  if (rule.path === `${decl.endpoint}/transitions`)
    return {
      tags,
      summary: `Move several records of ${label}, each alone`,
      description: 'Each record is checked by the same rules as alone, in its own transaction; one refusal stops no other. One result per id, in order.',
      requestBody: { required: true, content: json(ref(schemaName(decl, 'Bulk'))) },
      data: ref(schemaName(decl, 'BulkResults')),
      fails: [],
    };
  if (rule.path.endsWith('/:id/timeline'))
    return {
      tags,
      summary: `The chain of custody of a record of ${label}: its history and its dependants', oldest first`,
      data: ref(schemaName(decl, 'Timeline')),
      fails: [404],
    };
  if (rule.path.endsWith('/:id/disclosure'))
    return {
      tags,
      summary: `The disclosure report of a record of ${label}'s file (null without a file)`,
      data: ref(schemaName(decl, 'Disclosure')),
      fails: [404],
    };
  if (rule.path.endsWith('/:id/transitions')) {
    const moves = manualTransitions(decl)
      .map((t) => `${t.name}: ${t.from.join(' | ')} → ${t.to} (${t.roles.join(', ')})`)
      .join('; ');
    return rule.method === 'GET'
      ? { tags, summary: `The history of a record of ${label}, oldest first`, data: ref(schemaName(decl, 'History')), fails: [404] }
      : {
          tags,
          summary: `Move a record of ${label} to another state`,
          description: `Transitions: ${moves}.`,
          parameters: [IF_MATCH],
          requestBody: body('Transition'),
          data: record,
          fails: [404, 409, 412],
          etag: true,
        };
  }
  switch (rule.method) {
    case 'POST':
      return { tags, summary: `Create a record of ${label}`, requestBody: body('Create'), data: record, fails: conflicts, created: true, etag: true };
    case 'PUT':
    case 'PATCH':
      return {
        tags,
        summary: `Change a record of ${label} (${rule.method === 'PUT' ? 'the fields sent' : 'the same'})`,
        parameters: [IF_MATCH],
        requestBody: body('Update'),
        data: record,
        fails: [404, 412, ...conflicts],
        etag: true,
      };
    case 'DELETE':
      return {
        tags,
        summary: decl.trash ? `Move a record of ${label} to the trash; answers it` : `Delete a record of ${label}; answers it`,
        parameters: [IF_MATCH],
        data: record,
        fails: [404, 412],
      };
    default:
      return { tags, summary: `One record of ${label}`, data: record, fails: [404], etag: true };
  }
}

/** What a feature or account route's operation says, from its `doc`. */
function routeDoc(rule: RouteRule, doc: RouteDoc | undefined) {
  const parameters: Parameter[] = [];
  const query = doc?.query ? (jsonSchemaOf(doc.query, 'input') as { properties?: Record<string, Schema>; required?: string[] }) : undefined;
  for (const name of Array.isArray(rule.query) ? rule.query : [])
    parameters.push({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema: query?.properties?.[name] ?? { type: 'string' } });
  const body = doc?.body ? jsonSchemaOf(doc.body, 'input') : undefined;
  // No body reads as an empty object: one is needed only when the schema requires some field.
  const requestBody = doc?.upload
    ? { required: true, content: Object.fromEntries(doc.upload.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) }
    : body
      ? { required: Array.isArray(body.required) && body.required.length > 0, content: json(body) }
      : undefined;
  return {
    tags: [doc?.tag ?? 'Other'],
    summary: doc?.summary ?? `${rule.method} ${rule.path}`,
    parameters,
    requestBody,
    data: doc?.answer ? jsonSchemaOf(doc.answer, 'output') : {},
    fails: [...(doc?.fails ?? [])] as FailureStatus[],
    created: doc?.created,
    binary: doc?.binary,
  };
}

function operation(rule: RouteRule, declarations: readonly ResourceDecl[]): Operation {
  const decl = rule.resource ? declarations.find((d) => d.name === rule.resource) : undefined;
  const described = decl ? { binary: undefined, etag: false, ...collectionDoc(rule, decl) } : { etag: false, ...routeDoc(rule, rule.doc) };
  const { data, fails, created, binary, etag, parameters = [], ...rest } = described;
  const pathParameters: Parameter[] = [...rule.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  const success = binary
    ? { description: 'the file', content: Object.fromEntries(binary.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) }
    : { description: 'success (20000)', ...(etag && { headers: ETAG_HEADER }), content: json(okEnvelope(data)) };
  const statuses = new Set<FailureStatus>([400, ...fails]);
  if (rule.roles !== 'public') [401, 403].forEach((s) => statuses.add(s as FailureStatus));
  if (['POST', 'PUT', 'PATCH'].includes(rule.method)) [413, 415].forEach((s) => statuses.add(s as FailureStatus));
  const responses: Record<string, Schema> = { [created ? '201' : '200']: success };
  for (const status of [...statuses].sort()) responses[String(status)] = failureRef(status);
  const roles = rule.roles === 'public' ? 'public' : rule.roles;
  return {
    operationId: operationId(rule.method, rule.path),
    ...rest,
    description: `Who: ${roles === 'public' ? 'anyone, no session needed' : roles.join(', ')}.${rule.demoOnly ? ' Demo mode only.' : ''}${'description' in rest && rest.description ? ` ${rest.description}` : ''}`,
    ...(pathParameters.length + parameters.length > 0 && { parameters: [...pathParameters, ...parameters] }),
    responses,
    security: rule.roles === 'public' ? [] : [{ bearer: [] }],
    'x-roles': roles,
    ...(rule.demoOnly && { 'x-demo-only': true }),
  };
}

export interface DocumentSources {
  declarations: readonly ResourceDecl[];
  /** The authorization table's routes: every route the API serves. */
  rules: readonly RouteRule[];
}

export function buildDocument({ declarations, rules }: DocumentSources): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const rule of rules) (paths[openApiPath(rule.path)] ??= {})[rule.method.toLowerCase()] = operation(rule, declarations);
  const components = envelopeComponents();
  for (const decl of declarations) Object.assign(components.schemas, collectionSchemas(decl));
  const tagNames = [...new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((o) => o.tags)))];
  return {
    openapi: '3.1.0',
    info: { title: 'MDS Console API', version: VERSION, description: DESCRIPTION },
    tags: tagNames.map((name) => {
      const decl = declarations.find((d) => d.name === name);
      return { name, description: decl ? `The declared resource ${name} (resources/, endpoint ${decl.endpoint})` : `${name} routes` };
    }),
    paths,
    components,
  };
}
