/**
 * The API's description (fake-api/openapi): a valid OpenAPI 3.1 document of every route the API
 * serves, the committed docs/openapi.json up to date, and both served by the API.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../resources/lib/loadDeclarations';
import { loadFeatures } from '../../fake-api/feature';
import { openApiPath } from '../../fake-api/openapi';
import { committedDocument, describeApi, documentText } from '../../fake-api/openapi/describe';
import { startApi, type RunningApi } from './helpers';

let run: RunningApi;
beforeAll(async () => {
  run = await startApi({ declarations: await loadDeclarations() });
});
afterAll(() => run.stop());

describe('the API description', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(run.api.document) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is committed up to date in docs/openapi.json (run `npm run openapi` after changing a route or a declaration)', async () => {
    const committed = committedDocument();
    const current = documentText(await describeApi());
    expect(committed === current, 'docs/openapi.json is out of date: run `npm run openapi` and commit it').toBe(true);
  });

  it('lists every route and method the API serves, each feature route with its summary and answer', async () => {
    const { paths } = run.api.document;
    const described = Object.entries(paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const served = run.api.table.rules.filter((r) => !r.path.startsWith('/api/docs') && r.path !== '/api/openapi.json');
    expect(described.sort()).toEqual(served.map((r) => `${r.method} ${openApiPath(r.path)}`).sort());
    const ids = Object.values(paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of (await loadFeatures()).flatMap((f) => f.routes)) {
      expect(rule.doc?.summary, `${rule.method} ${rule.path}`).toBeTruthy();
      expect(rule.doc?.answer ?? rule.doc?.binary, `${rule.method} ${rule.path}`).toBeTruthy();
    }
  });

  it('describes a collection from its declaration: filters, sort fields, limits, roles', () => {
    const list = run.api.document.paths['/api/list/policy'].get;
    const names = (list.parameters ?? []).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['current', 'pageSize', 'sort', 'order', 'name', 'status', 'createdTime_gte', 'createdTime_lte']));
    const sort = list.parameters!.find((p) => p.name === 'sort')!.schema as { enum: string[] };
    expect(sort.enum).toEqual(expect.arrayContaining(['id', 'name', 'createdTime']));
    const record = run.api.document.components.schemas.PoliciesCreate as { properties: Record<string, Record<string, unknown>>; required: string[] };
    expect(record.required).toEqual(expect.arrayContaining(['number', 'name']));
    expect(record.properties.name.maxLength).toBe(60);
    expect(record.properties.number.pattern).toBe('^(?:[0-9]{2,12})$');
    expect(run.api.document.paths['/api/list/policy'].post['x-roles']).toEqual(['admin']);
    expect(Object.keys(run.api.document.paths['/api/v1/auth/token'].post.responses)).toContain('429');
  });
});

describe('served by the API', () => {
  it('answers the description at /api/openapi.json, without a session', async () => {
    const res = await fetch(`${run.baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(run.api.document)));
  });

  it('shows it at /api/docs with Swagger UI from the API itself, under the console CSP', async () => {
    const page = await fetch(`${run.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'.*script-src 'self'/);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    for (const asset of html.matchAll(/(?:src|href)="([^"]+)"/g)) expect((await fetch(`${run.baseUrl}${asset[1]}`)).status, asset[1]).toBe(200);
    const missing = await fetch(`${run.baseUrl}/api/docs/package.json`);
    expect(missing.status).toBe(404);
  });
});
