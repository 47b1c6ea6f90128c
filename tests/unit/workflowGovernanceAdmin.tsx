/**
 * The governance screens' test harness: the real declarations (access requests, grants, outputs,
 * datasets) served from memory by a fake data provider with the workflow calls, signed in as a
 * given user. A record's page is the workflow's own parts (its buttons, the checks' alerts, its
 * history), so these tests do not depend on how the show page lays them out.
 */
import { vi } from 'vitest';
import { Create, Resource, Show, SimpleForm, TextInput, type Identifier, type RaRecord } from 'react-admin';
import type { BulkTransitionParams, BulkTransitionResult, TransitionParams, WorkflowDataProvider } from '../../dataProvider/workflow';
import { extraFieldsOf, stateOf, transitionTo, type HistoryEntry } from '../../resources/lib/workflow';
import { ConflictAlerts, FormConflictAlerts } from '../../src/engine/checks';
import { ListScreen } from '../../src/engine/lazy';
import { TransitionHistory, WorkflowActions } from '../../src/engine/workflow';
import { declarations } from '../../src/registry/declarations';
import { demoViewer, renderConsole, type Viewer } from './workflowAdmin';

export type { Viewer };

/** The demo accounts: two admins (a decision needs a second pair of eyes) and a user. */
export const ADMIN: Viewer = demoViewer('admin');
export const USER: Viewer = demoViewer('user');
export const REVIEWER: Viewer = demoViewer('reviewer');

const declOf = (name: string) => declarations.find((d) => d.name === name)!;

/** A stored file as the API answers it (a result file of an output). */
export const storedFile = (name: string, sha256 = 'ab'.repeat(32)) => ({ name, type: 'csv', size: 120, sha256 });

let nextEntryId = 1;
export const historyEntry = (by: Viewer | 'system', transition: string, from: string, to: string, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: nextEntryId++,
  time: '2026-11-20T08:30:00.000Z',
  userId: by === 'system' ? 0 : by.userId,
  actor: by === 'system' ? 'system' : by.name,
  transition,
  from,
  to,
  fields: {},
  ...extra,
});

/**
 * Records per resource and histories per `resource/id` in memory. A transition moves the record
 * (its declared fields stored, the guards' extra ones only in the history) as `viewer`; a bulk
 * transition answers every record moved unless a test says otherwise.
 */
export function memoryApi(records: Record<string, RaRecord[]>, histories: Record<string, HistoryEntry[]> = {}, viewer: Viewer = REVIEWER) {
  const rows = (resource: string) => (records[resource] ??= []);
  const find = (resource: string, id: Identifier) => rows(resource).find((r) => String(r.id) === String(id));
  const historyOf = (resource: string, id: Identifier) => (histories[`${resource}/${id}`] ??= []);
  const transition = vi.fn(async (resource: string, { id, to, fields = {} }: TransitionParams) => {
    const decl = declOf(resource);
    const record = find(resource, id)!;
    const t = transitionTo(decl, record, to)!;
    const extra = extraFieldsOf(t);
    const stored = Object.fromEntries(Object.entries(fields).filter(([name]) => !extra.has(name)));
    historyOf(resource, id).push(historyEntry(viewer, t.name, stateOf(decl, record), to, { fields: { ...fields } }));
    Object.assign(record, stored, { [decl.workflow!.field]: to });
    return { data: { ...record } };
  });
  const bulkTransition = vi.fn(async (_resource: string, { ids }: BulkTransitionParams) => ({
    data: ids.map((id): BulkTransitionResult => ({ id, code: 20000, msg: 'ok' })),
  }));
  const getList = vi.fn(async (resource: string) => ({ data: [...rows(resource)], total: rows(resource).length }));
  const dataProvider = {
    getList,
    getOne: async (resource: string, { id }: { id: Identifier }) => ({ data: { ...find(resource, id)! } }),
    getMany: async (resource: string, { ids }: { ids: Identifier[] }) => ({ data: rows(resource).filter((r) => ids.map(String).includes(String(r.id))) }),
    getManyReference: async () => ({ data: [], total: 0 }),
    create: async (_: string, { data }: { data: RaRecord }) => ({ data: { ...data, id: 99 } }),
    update: async (resource: string, { id, data }: { id: Identifier; data: RaRecord }) => ({ data: Object.assign(find(resource, id)!, data) }),
    updateMany: async () => ({ data: [] }),
    delete: async (resource: string, { id }: { id: Identifier }) => ({ data: find(resource, id)! }),
    deleteMany: async () => ({ data: [] }),
    transition,
    bulkTransition,
    getHistory: async (resource: string, { id }: { id: Identifier }) => ({ data: [...historyOf(resource, id)] }),
  } as unknown as WorkflowDataProvider;
  return { dataProvider, transition, bulkTransition, getList };
}

/** A record's workflow parts: its transitions, what its checks find, its history. */
function WorkflowParts() {
  return (
    <Show actions={<WorkflowActions link="show" />}>
      <ConflictAlerts />
      <TransitionHistory />
    </Show>
  );
}

/** A create form with the checks' findings on its values as they are typed. */
function RequestForm() {
  return (
    <Create>
      <SimpleForm defaultValues={{ purpose: 'diseaseSpecific', datasets: [4] }}>
        <FormConflictAlerts />
        <TextInput source="ethicsNumber" label="resources.accessRequests.fields.ethicsNumber" />
      </SimpleForm>
    </Create>
  );
}

/** Renders the console at `path` (`/outputs/1/show`, `/accessRequests`) for `viewer`, in `locale`. */
export function renderGovernance(path: string, viewer: Viewer, dataProvider: WorkflowDataProvider, locale: 'en-US' | 'zh-CN' = 'en-US') {
  return renderConsole(path, viewer, dataProvider, {
    declarations,
    locale,
    resources: [
      <Resource key="accessRequests" name="accessRequests" list={ListScreen} show={WorkflowParts} create={RequestForm} recordRepresentation="title" />,
      <Resource key="grants" name="grants" list={ListScreen} show={WorkflowParts} recordRepresentation="code" />,
      <Resource key="outputs" name="outputs" list={ListScreen} show={WorkflowParts} recordRepresentation="title" />,
      <Resource key="datasets" name="datasets" recordRepresentation="title" />,
    ],
  });
}
