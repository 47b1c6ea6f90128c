/**
 * The real-time monitor's contract, shared by the console (src/pages/monitor) and the fake API
 * (fake-api/features/monitor.ts) so both always agree: the information form's fields, the note a
 * person posts, which job action applies in which state, and the shapes the endpoints answer.
 */
import type { FieldDecl } from '../resources/lib/schema';

export const MONITOR_CATEGORIES = ['imaging', 'genomics', 'clinical', 'streams'] as const;

/** The monitor's information form (the template's unbound "studio information"). */
export const MONITOR_INFO_FIELDS = {
  title: { kind: 'text', required: true, maxLength: 40 },
  category: { kind: 'enum', required: true, values: MONITOR_CATEGORIES },
  alertEmail: { kind: 'email', required: true, maxLength: 120 },
  /** How often the monitor's live cards refresh. */
  refreshSeconds: { kind: 'number', required: true, integer: true, min: 5, max: 300 },
  notice: { kind: 'longtext', maxLength: 200 },
} as const satisfies Record<string, FieldDecl>;

export type MonitorInfoField = keyof typeof MONITOR_INFO_FIELDS;

/** A note posted to the activity feed. */
export const ACTIVITY_NOTE_FIELD = { kind: 'longtext', required: true, maxLength: 200 } as const satisfies FieldDecl;

export const JOB_KINDS = ['analysis', 'sharing'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const JOB_STATUSES = ['running', 'queued', 'paused', 'failed', 'stopped'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Each action: the states it applies to and the state it leads to. */
export const JOB_ACTIONS = {
  pause: { from: ['running', 'queued'], to: 'paused' },
  resume: { from: ['paused'], to: 'running' },
  retry: { from: ['failed', 'stopped'], to: 'queued' },
  stop: { from: ['running', 'queued', 'paused'], to: 'stopped' },
} as const satisfies Record<string, { from: readonly JobStatus[]; to: JobStatus }>;
export type JobAction = keyof typeof JOB_ACTIONS;
export const JOB_ACTION_NAMES = Object.keys(JOB_ACTIONS) as JobAction[];

export const canApply = (action: JobAction, status: JobStatus): boolean => (JOB_ACTIONS[action].from as readonly JobStatus[]).includes(status);

/** Operations of the quick-operation card; each changes the service state on the server. */
export const MONITOR_OPERATIONS = ['switchNode', 'toggleIntake', 'flushCache', 'toggleMaintenance'] as const;
export type MonitorOperation = (typeof MONITOR_OPERATIONS)[number];

// What the endpoints answer.

export const ACTIVITY_CATEGORIES = ['job', 'sharing', 'alert', 'note'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/** Events the service records; the console words them in the reader's language. */
export const EVENT_TYPES = [
  'jobStarted',
  'jobFinished',
  'jobFailed',
  'streamOpened',
  'streamClosed',
  'latencyAlert',
  'pause',
  'resume',
  'retry',
  'stop',
  'switchNode',
  'intakePaused',
  'intakeResumed',
  'flushCache',
  'maintenanceOn',
  'maintenanceOff',
  'infoSaved',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface MonitorEvent {
  type: EventType;
  /** The job or stream it concerns, by name. */
  job?: string;
  node?: ActiveNode;
}

export interface ActivityItem {
  id: number;
  category: ActivityCategory;
  author: string;
  /** ISO time. */
  time: string;
  starred: boolean;
  /** A person's note, as written. */
  content?: string;
  /** Or an event of the service. */
  event?: MonitorEvent;
}

export interface Job {
  /** 8 hex digits. */
  id: string;
  kind: JobKind;
  name: string;
  dataset: string;
  status: JobStatus;
  /** Percent done. */
  progress: number;
  durationSeconds: number;
  /** Sharing streams: connected consumers. */
  consumers: number;
  updatedAt: string;
}

export interface JobActionResult {
  updated: Job[];
  /** Ids whose state the action does not apply to. */
  skipped: string[];
}

export type ActiveNode = 'primary' | 'standby';
export type Health = 'healthy' | 'degraded' | 'maintenance';

export interface ServiceState {
  activeNode: ActiveNode;
  intakePaused: boolean;
  maintenance: boolean;
  cacheFlushedAt: string | null;
}

export interface MonitorStatus extends ServiceState {
  health: Health;
  ingestMbps: number;
  queryLatencyMs: number;
  queueDepth: number;
  /** Percent of jobs failed. */
  errorRate: number;
  cacheHitRate: number;
  activeSessions: number;
  /** Ingest throughput per minute, the last twelve minutes. */
  throughput: { t: string; value: number }[];
  region: string;
  format: string;
  deidentification: 'kAnonymity' | 'pseudonymized' | 'aggregated';
}

export interface MonitorInfo {
  title: string;
  category: (typeof MONITOR_CATEGORIES)[number];
  alertEmail: string;
  refreshSeconds: number;
  notice: string;
}

/** One of the API's scheduled jobs (fake-api/jobs.ts) with its last run, in any API process, as GET /api/monitor/scheduled-jobs answers it. */
export interface ScheduledJob {
  name: string;
  /** How often it is due, in ms. */
  everyMs: number;
  lastStarted?: string;
  lastFinished?: string;
  /** What its last run did, or why it failed: the server's words. */
  result?: string;
  ok?: boolean;
}
