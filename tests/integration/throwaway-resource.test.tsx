// @vitest-environment jsdom
/**
 * "Adding a resource is adding one declaration": a declaration that exists only in this test
 * gets an API route with validation and seed data, and a list and a form in the console,
 * with no other code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { defineResource } from '../../resources/lib/schema';
import { seedRecords } from '../../resources/lib/seed';
import { createApi, type Api } from '../../fake-api/app';
import { recordsIn } from './dataHelpers';
import { testLogger } from './logLines';
import { App } from '../../src/App';
import { loadFeatureMessages } from '../../src/i18n/featureMessages';

const specimens = defineResource({
  name: 'specimens',
  endpoint: '/api/lab/specimens',
  icon: 'Description',
  menu: { group: 'list', order: 9 },
  access: { read: ['*'], write: ['admin'] },
  recordLabel: 'code',
  defaultSort: { field: 'code', order: 'ASC' },
  seed: { count: 12 },
  fields: {
    code: {
      kind: 'text',
      required: true,
      maxLength: 12,
      filter: true,
      alwaysOn: true,
      sort: true,
      seed: { kind: 'digits', min: 1000, max: 9999, unique: true },
    },
    kind: { kind: 'enum', required: true, values: ['blood', 'tissue'], filter: true, seed: { kind: 'pick' } },
    volume: { kind: 'number', min: 0, max: 500, sort: true, seed: { kind: 'int', min: 1, max: 500 } },
  },
  messages: {
    'en-US': {
      name: 'Specimen |||| Specimens',
      menu: 'Specimens',
      fields: { id: 'ID', code: 'Code', kind: 'Kind', volume: 'Volume (ml)' },
      enums: { kind: { blood: 'Blood', tissue: 'Tissue' } },
    },
    'zh-CN': {
      name: '样本 |||| 样本',
      menu: '样本',
      fields: { id: 'ID', code: '编号', kind: '类型', volume: '体积（毫升）' },
      enums: { kind: { blood: '血液', tissue: '组织' } },
    },
  },
});

let api: Api;
let server: Server;
let baseUrl: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mds-throwaway-'));
  api = await createApi({ dataDir, declarations: [specimens], demo: true, logger: testLogger() });
  server = api.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // As src/main.tsx does before it starts the console: the locale's messages first.
  await loadFeatureMessages('en-US');
});

afterAll(async () => {
  // As a graceful stop does: the console's live stream ends first, so the server's close need not wait for it.
  api.drain();
  await new Promise((r) => server.close(r));
  await api.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const loginToken = async () => {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
};

describe('a throw-away declaration', () => {
  it('gets an API route with seed data and the declared validation', async () => {
    const token = await loginToken();
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const list = await (await fetch(`${baseUrl}/api/lab/specimens?pageSize=5&sort=code&order=asc`, { headers: auth })).json();
    const expectedCodes = seedRecords(specimens, 12)
      .map((r) => r.code as string)
      .sort()
      .slice(0, 5);
    expect(list.data.total).toBe(12);
    expect(list.data.list.map((r: { code: string }) => r.code)).toEqual(expectedCodes);

    const bad = await fetch(`${baseUrl}/api/lab/specimens`, { method: 'POST', headers: auth, body: JSON.stringify({ code: '', kind: 'saliva', volume: 900 }) });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).data.errors).sort()).toEqual(['code', 'kind', 'volume']);

    const good = await fetch(`${baseUrl}/api/lab/specimens`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ code: 'S-1', kind: 'blood', volume: 5 }),
    });
    expect(good.status).toBe(201);
    expect((await good.json()).data).toMatchObject({ id: 13, code: 'S-1', kind: 'blood', volume: 5 });
  });

  it('gets a list and a validated form in the console', async () => {
    localStorage.setItem('arco-locale', 'en-US');
    localStorage.setItem('token', await loginToken());
    localStorage.setItem('userRole', 'admin');
    vi.stubEnv('VITE_API_BASE_URL', baseUrl);
    const user = userEvent.setup();
    // A data router, as in the console (src/AdminRoot.tsx).
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <App declarations={[specimens]} /> }], { initialEntries: ['/specimens'] })} />);
    // The list: declared columns and seeded rows
    // Query the table afresh each time: the loading placeholder is a table too, replaced by the rows.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row').length).toBeGreaterThan(10), { timeout: 40_000 });
    const table = screen.getByRole('table');
    for (const header of ['Code', 'Kind', 'Volume (ml)']) expect(within(table).getByText(header)).toBeInTheDocument();
    expect(within(table).getAllByText(/^(Blood|Tissue)$/).length).toBeGreaterThan(0);
    // The menu entry
    expect(screen.getAllByText('Specimens').length).toBeGreaterThan(0);

    // The form: required and range rules from the declaration
    await user.click(screen.getByRole('link', { name: 'Create' }));
    const save = await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'S-0123456789ABC');
    await user.type(screen.getByRole('spinbutton', { name: 'Volume (ml)' }), '900');
    await user.click(save);
    expect(await screen.findByText('Must be 500 or less')).toBeInTheDocument();
    expect(await screen.findByText('Must be 12 characters or less')).toBeInTheDocument();
    // Refused on the client: nothing reached the store.
    expect(await recordsIn(api, 'specimens')).toHaveLength(13);
    vi.unstubAllEnvs();
  }, 90_000);
});
