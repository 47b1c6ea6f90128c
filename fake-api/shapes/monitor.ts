/** What the monitor's routes answer (fake-api/features/monitor.ts), as zod schemas for the API's description. */
import { z } from 'zod';
import { ACTIVITY_CATEGORIES, EVENT_TYPES, JOB_KINDS, JOB_STATUSES, type ActivityItem, type Job, type MonitorStatus } from '../../domain/monitor';
import { sameAs } from './sameAs';

export const ACTIVITY_ITEM = sameAs<ActivityItem>()(
  z.object({
    id: z.int(),
    category: z.enum(ACTIVITY_CATEGORIES),
    author: z.string(),
    time: z.string(),
    starred: z.boolean(),
    content: z.string().optional().meta({ description: "a person's note" }),
    event: z.object({ type: z.enum(EVENT_TYPES), job: z.string().optional(), node: z.enum(['primary', 'standby']).optional() }).optional(),
  }),
);
export const JOB = sameAs<Job>()(
  z.object({
    id: z.string(),
    kind: z.enum(JOB_KINDS),
    name: z.string(),
    dataset: z.string(),
    status: z.enum(JOB_STATUSES),
    progress: z.number(),
    durationSeconds: z.number(),
    consumers: z.number(),
    updatedAt: z.string(),
  }),
);
export const STATUS = sameAs<MonitorStatus>()(
  z.object({
    activeNode: z.enum(['primary', 'standby']),
    intakePaused: z.boolean(),
    maintenance: z.boolean(),
    cacheFlushedAt: z.string().nullable(),
    health: z.enum(['healthy', 'degraded', 'maintenance']),
    ingestMbps: z.number(),
    queryLatencyMs: z.number(),
    queueDepth: z.number(),
    errorRate: z.number(),
    cacheHitRate: z.number(),
    activeSessions: z.number(),
    throughput: z.array(z.object({ t: z.string(), value: z.number() })),
    region: z.string(),
    format: z.string(),
    deidentification: z.enum(['kAnonymity', 'pseudonymized', 'aggregated']),
  }),
);
