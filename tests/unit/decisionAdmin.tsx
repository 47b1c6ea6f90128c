/**
 * The decision screens' test harness: the real sharing declarations (access requests, datasets,
 * grants, outputs) served from memory by a fake data provider that also answers the histories,
 * the timelines and the disclosure reports, signed in with a given role and user id.
 */
import { Resource, type RaRecord } from 'react-admin';
import type { DecisionMethods } from '../../dataProvider/decision';
import type { WorkflowDataProvider } from '../../dataProvider/workflow';
import type { DisclosureReport } from '../../resources/lib/disclosure';
import type { HistoryEntry, TimelineEntry } from '../../resources/lib/workflow';
import { resourceProps } from '../../src/engine';
import { declarations } from '../../src/registry/declarations';
import { demoViewer, renderConsole, type Viewer } from './workflowAdmin';

export type Who = 'admin' | 'user' | 'reviewer';
/** The demo accounts by user name: the admin, the user, the reviewer (a second admin). */
export const USERS: Record<Who, Viewer> = { admin: demoViewer('admin'), user: demoViewer('user'), reviewer: demoViewer('reviewer') };

export const SHA = 'da89ddb32b6a8ab54767c26b6abb2ddb46cb05b2873244d1b0459f7e16b3c5b3';

export const datasets: RaRecord[] = [
  {
    id: 1,
    title: 'Cardiology registry 2015–2024',
    sensitivity: 'sensitive',
    duoCodes: ['HMB', 'NPU'],
    state: 'published',
    dataType: 'registry',
    accessClass: 'controlled',
  },
  {
    id: 2,
    title: 'Oncology imaging archive (CT/MR)',
    sensitivity: 'core',
    duoCodes: ['DS', 'NMDS'],
    state: 'published',
    dataType: 'imaging',
    accessClass: 'controlled',
  },
];

export const request = (extra: Record<string, unknown> = {}): RaRecord => ({
  id: 4,
  title: 'Thrombolysis outcomes by age',
  datasets: [1, 2],
  purpose: 'methods',
  researchPlan: 'Retrospective cohort study.',
  safePeople: 'Two accredited researchers with GCP training.',
  safeProject: 'Approved protocol with a public benefit statement.',
  safeSetting: 'Analysis inside the trusted research environment only.',
  safeData: 'De-identified extract.',
  safeOutputs: 'Aggregate tables only.',
  ethicsNumber: 'IRB-2026-0077',
  ethicsExpiresAt: '2028-01-31',
  publicationCommitment: false,
  tools: ['sas'],
  owner: 2,
  requester: 'user',
  state: 'submitted',
  accessExpiresAt: '2027-10-31',
  createdAt: '2026-09-29T19:55:23.000Z',
  ...extra,
});

export const grant: RaRecord = {
  id: 1,
  code: 'GRNT-2026-0001',
  grantee: 2,
  granteeName: 'user',
  datasets: [1],
  request: 4,
  expiresAt: '2027-10-31',
  state: 'active',
  createdAt: '2026-10-23T10:38:21.000Z',
};

export const output = (extra: Record<string, unknown> = {}): RaRecord => ({
  id: 1,
  title: 'Readmission rates by age band',
  grant: 1,
  file: { name: 'readmission-by-age.csv', type: 'text/csv', size: 80, sha256: SHA },
  description: 'Aggregate table.',
  disclosure: 'failed',
  owner: 2,
  requester: 'user',
  state: 'submitted',
  createdAt: '2026-10-31T10:54:00.000Z',
  ...extra,
});

export interface Store {
  records?: Record<string, RaRecord[]>;
  history?: HistoryEntry[];
  timeline?: TimelineEntry[];
  disclosure?: DisclosureReport | null;
}

/** The records in memory, by resource; one history, timeline and report for whichever record is shown. */
export function memoryProvider({ records = {}, history = [], timeline = [], disclosure = null }: Store) {
  const all: Record<string, RaRecord[]> = { datasets, grants: [grant], ...records };
  const rows = (resource: string) => all[resource] ?? [];
  const dataProvider = {
    getList: async (resource: string) => ({ data: rows(resource), total: rows(resource).length }),
    getOne: async (resource: string, { id }: { id: unknown }) => ({ data: rows(resource).find((r) => String(r.id) === String(id)) }),
    getMany: async (resource: string, { ids }: { ids: unknown[] }) => ({ data: rows(resource).filter((r) => ids.map(String).includes(String(r.id))) }),
    getManyReference: async (resource: string) => ({ data: rows(resource), total: rows(resource).length }),
    create: async () => ({ data: {} }),
    update: async () => ({ data: {} }),
    updateMany: async () => ({ data: [] }),
    delete: async () => ({ data: {} }),
    deleteMany: async () => ({ data: [] }),
    transition: async () => ({ data: {} }),
    bulkTransition: async () => ({ data: [] }),
    getHistory: async () => ({ data: [...history] }),
    getFile: async () => ({ data: new Blob(['a,b\n1,2\n']) }),
    getTimeline: async () => ({ data: [...timeline] }),
    getDisclosure: async () => ({ data: disclosure }),
  } as unknown as WorkflowDataProvider & DecisionMethods;
  return dataProvider;
}

/** Renders the console at `path` (e.g. `/accessRequests/4/show`) for `who`, in `locale`. */
export function renderDecision(path: string, who: Who, dataProvider: WorkflowDataProvider, { locale = 'en-US', dark = false } = {}) {
  return renderConsole(path, USERS[who], dataProvider, {
    declarations,
    locale,
    dark,
    resources: declarations.map((d) => <Resource key={d.name} {...resourceProps(d)} />),
  });
}
