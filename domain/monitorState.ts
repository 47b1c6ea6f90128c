/**
 * The real-time monitor's state as the fake API keeps it, its deterministic seed, and the status
 * figures derived from it (so every operation shows in them). Pure: no HTTP, no storage.
 */
import { hashString, prng } from '../resources/lib/seed';
import type { ActivityItem, Job, JobKind, JobStatus, MonitorEvent, MonitorInfo, MonitorStatus, ServiceState } from './monitor';

const MINUTE = 60_000;

export interface MonitorState {
  activity: ActivityItem[];
  nextActivityId: number;
  jobs: Job[];
  service: ServiceState;
  info: MonitorInfo;
}

const ANALYSES: [string, string][] = [
  ['Survival analysis, HF cohort', 'cardio-registry-v7'],
  ['Tumour response, RECIST', 'onco-imaging-2026q3'],
  ['GWAS, type 2 diabetes', 'genomics-t2d'],
  ['Sepsis early-warning scoring', 'icu-vitals-stream'],
  ['Readmission model retraining', 'ehr-discharges'],
  ['Growth percentile refresh', 'peds-followup'],
  ['Nodule detection benchmark', 'ct-nodules-ref'],
  ['Adverse-event text mining', 'pharmacovigilance-notes'],
];
const STREAMS: [string, string][] = [
  ['Partner hospital A, imaging', 'dicom-share-a'],
  ['Biobank export', 'biobank-samples'],
  ['Registry sync, province', 'cardio-registry-v7'],
  ['Trial recruitment feed', 'trial-screening'],
  ['Research portal, de-identified EHR', 'ehr-deid'],
  ['Genomics consortium', 'genomics-consortium'],
];

export function initialState(now: number): MonitorState {
  const rand = prng(hashString('monitor'));
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const statuses: JobStatus[] = ['running', 'running', 'queued', 'paused', 'failed', 'running', 'stopped'];
  const job = (kind: JobKind, [name, dataset]: [string, string], i: number): Job => ({
    id: (hashString(`${kind}:${name}`) >>> 0).toString(16).padStart(8, '0'),
    kind,
    name,
    dataset,
    status: statuses[(i * 3 + (kind === 'sharing' ? 1 : 0)) % statuses.length],
    progress: int(5, 95),
    durationSeconds: int(60, 5 * 3600),
    consumers: kind === 'sharing' ? int(3, 240) : 0,
    updatedAt: new Date(now - int(1, 50) * MINUTE).toISOString(),
  });
  const jobs = [...ANALYSES.map((a, i) => job('analysis', a, i)), ...STREAMS.map((s, i) => job('sharing', s, i))];
  const events: [ActivityItem['category'], MonitorEvent['type']][] = [
    ['job', 'jobStarted'],
    ['sharing', 'streamOpened'],
    ['job', 'jobFailed'],
    ['alert', 'latencyAlert'],
    ['job', 'jobFinished'],
    ['sharing', 'streamClosed'],
  ];
  const activity: ActivityItem[] = Array.from({ length: 10 }, (_, i) => {
    const [category, type] = events[i % events.length];
    const pool = jobs.filter((j) => j.kind === (category === 'sharing' ? 'sharing' : 'analysis'));
    return {
      id: 10 - i,
      category,
      author: 'MDS',
      time: new Date(now - (i * 6 + int(0, 5)) * MINUTE).toISOString(),
      starred: i === 2,
      event: { type, job: category === 'alert' ? undefined : pool[int(0, pool.length - 1)].name },
    };
  });
  return {
    activity,
    nextActivityId: 11,
    jobs,
    service: { activeNode: 'primary', intakePaused: false, maintenance: false, cacheFlushedAt: null },
    info: { title: 'Medical data services', category: 'streams', alertEmail: 'oncall@mds.example', refreshSeconds: 15, notice: '' },
  };
}

/** The figures of the status cards, derived from the state so every operation shows. */
export function statusOf(s: MonitorState, now: number): MonitorStatus {
  const { service, jobs } = s;
  const capacity = service.activeNode === 'primary' ? 1 : 0.6;
  const flowing = !service.intakePaused && !service.maintenance;
  const minuteNow = Math.floor(now / MINUTE);
  const throughput = Array.from({ length: 12 }, (_, i) => {
    const minute = minuteNow - 11 + i;
    const jitter = prng(hashString(`throughput:${minute}`))();
    return { t: new Date(minute * MINUTE).toISOString(), value: flowing ? Math.round(48 * capacity * (0.8 + 0.4 * jitter) * 10) / 10 : 0 };
  });
  const sinceFlush = service.cacheFlushedAt ? (now - Date.parse(service.cacheFlushedAt)) / MINUTE : Infinity;
  const warming = sinceFlush < 10;
  const failed = jobs.filter((j) => j.status === 'failed').length;
  return {
    ...service,
    health: service.maintenance ? 'maintenance' : failed > 0 || service.intakePaused ? 'degraded' : 'healthy',
    ingestMbps: throughput[11].value,
    queryLatencyMs: Math.round(120 / capacity + (warming ? 80 : 0)),
    queueDepth: jobs.filter((j) => j.status === 'queued' || j.status === 'paused').length,
    errorRate: Math.round((failed / Math.max(jobs.length, 1)) * 1000) / 10,
    cacheHitRate: warming ? Math.round(35 + sinceFlush * 5) : 92,
    activeSessions: jobs.filter((j) => j.kind === 'sharing' && j.status === 'running').reduce((n, j) => n + j.consumers, 0),
    throughput,
    region: 'cn-north-1',
    format: 'FHIR R4 / DICOM',
    deidentification: 'kAnonymity',
  };
}
