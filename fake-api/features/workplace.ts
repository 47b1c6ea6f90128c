/**
 * The workplace (docs/product.md §1 "project-scoped dashboard"): the signed-in user's projects and, per
 * project, the figures of each workplace card. Every figure is seeded by the project id, so
 * each project shows its own numbers and the same ones on every reload. Any signed-in role.
 */
import express, { type Request } from 'express';
import { z } from 'zod';
import { hashString, prng } from '../../resources/lib/seed';
import { ApiFailure, CODES, ok } from '../envelope';
import { callerOf, type RouteRule } from '../authorization';
import type { Feature } from '../feature';
import { handle } from '../handle';
import type { Caller } from '../sessions';
import {
  ANNOUNCEMENT_TOPICS,
  ANNOUNCEMENT_TYPES,
  CONTENT_TYPES,
  type Announcement,
  type Balance,
  type CategoryShare,
  type ContentPoint,
  type ContentType,
  type Contributor,
  type Overview,
  type PopularRow,
  type Project,
} from '../../domain/workplace';

const CATALOGUE: readonly Pick<Project, 'id' | 'name' | 'description'>[] = [
  { id: 1, name: 'Cardiology cohort registry', description: 'Longitudinal registry of heart-failure patients shared across partner hospitals.' },
  { id: 2, name: 'Oncology imaging archive', description: 'De-identified CT and MRI series with tumour annotations for treatment-response studies.' },
  { id: 3, name: 'Genomic variant sharing', description: 'Federated sharing of germline variant calls under data-use agreements.' },
  { id: 4, name: 'ICU early-warning analytics', description: 'Near-real-time vital-sign streams scored for deterioration risk.' },
  { id: 5, name: 'Pediatric growth follow-up', description: 'Growth and vaccination follow-up survey of children under six.' },
  { id: 6, name: 'Radiology AI benchmark', description: 'Reference datasets and leaderboards for radiology model evaluation.' },
];

const PEOPLE = ['Chen Jie', 'Zhao Min', 'Sun Yue', 'Zhou Hao', 'Wu Ting', 'Xu Lei', 'Ma Li', 'Hu Bin', 'Guo Yan', 'He Qiang', 'Lin Fang', 'Luo Kai'];

export const TITLES: Record<ContentType, readonly string[]> = {
  text: [
    'Sepsis bundle guideline update',
    'Consent form template for data sharing',
    'How to de-identify free-text notes',
    'Cohort definition: heart failure with reduced EF',
    'Data-use agreement checklist',
    'Interpreting hazard ratios for clinicians',
    'Release notes: cohort builder',
  ],
  image: [
    'Chest CT nodule annotation set',
    'Dermoscopy lesion atlas',
    'Retinal fundus grading examples',
    'Histopathology slide tiles, breast',
    'Knee MRI cartilage segmentation',
    'Pediatric chest X-ray reference set',
    'Brain MRI tumour contours',
  ],
  video: [
    'Ultrasound-guided biopsy walkthrough',
    'Building a survival analysis in R',
    'Echocardiography view acquisition',
    'Federated learning in 10 minutes',
    'Capsule endoscopy review session',
    'Onboarding: requesting a dataset',
    'Cleaning vital-sign streams in Python',
  ],
};

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const int = (rand: () => number, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
/** A generator for one card of one project: cards stay independent of each other. */
const seeded = (projectId: number, card: string) => prng(hashString(`project:${projectId}:${card}`));

/** Project 1 is everyone's; admins see every project; other users a deterministic share of the rest. */
export function projectIdsOf(caller: Pick<Caller, 'userId' | 'role'>): number[] {
  if (caller.role === 'admin') return CATALOGUE.map((p) => p.id);
  return CATALOGUE.filter((p) => p.id === 1 || prng(hashString(`team:${caller.userId}:${p.id}`))() < 0.5).map((p) => p.id);
}

export function projectOf(id: number): Project | undefined {
  const base = CATALOGUE.find((p) => p.id === id);
  if (!base) return undefined;
  const rand = seeded(id, 'people');
  const pool = PEOPLE.slice();
  const contributors: Contributor[] = [];
  for (let i = 0; i < 5; i++) {
    const name = pool.splice(Math.floor(rand() * pool.length), 1)[0];
    contributors.push({ name, email: `${name.toLowerCase().replace(' ', '.')}@mds.example`, avatar: '' });
  }
  return { ...base, peopleNumber: int(rand, 8, 120), contributors };
}

export function overviewOf(p: Project): Overview {
  const rand = seeded(p.id, 'overview');
  return {
    project: { id: p.id, name: p.name },
    onlineContent: int(rand, 1_200_000, 4_800_000),
    putIn: int(rand, 200, 900),
    dailyComments: int(rand, 3_000, 12_000),
    /** Percent change of new content against yesterday, one decimal. */
    growth: Math.round((rand() * 15 - 5) * 10) / 10,
  };
}

/** Twelve days ending today (docs/product.md §9: twelve points per series). */
export function contentDataOf(p: Project, now: number): ContentPoint[] {
  const rand = seeded(p.id, 'content');
  const base = int(rand, 40_000, 60_000);
  return Array.from({ length: 12 }, (_, i) => ({ x: isoDay(now - (11 - i) * DAY), y: base + int(rand, -15_000, 35_000) }));
}

export function popularOf(p: Project, type: ContentType): PopularRow[] {
  const rand = seeded(p.id, `popular:${type}`);
  const pool = TITLES[type].slice();
  return Array.from({ length: 5 }, (_, i) => ({
    key: i + 1,
    title: pool.splice(Math.floor(rand() * pool.length), 1)[0],
    clickNumber: int(rand, 20_000, 3_600_000),
    // Some rows did not move today: 0 is a real value, shown without an arrow.
    increases: rand() < 0.2 ? 0 : Math.round((rand() * 90 - 20) * 10) / 10,
  }))
    .sort((a, b) => b.clickNumber - a.clickNumber || a.key - b.key)
    .map((row, i) => ({ ...row, key: i + 1 }));
}

export function categoriesOf(p: Project): CategoryShare[] {
  const rand = seeded(p.id, 'categories');
  return CONTENT_TYPES.map((type) => ({ type, value: int(rand, 100_000, 460_000) }));
}

export function announcementsOf(p: Project, now: number): Announcement[] {
  const rand = seeded(p.id, 'announcements');
  const topics = ANNOUNCEMENT_TOPICS.slice();
  return Array.from({ length: 5 }, (_, i) => ({
    id: i + 1,
    type: ANNOUNCEMENT_TYPES[int(rand, 0, ANNOUNCEMENT_TYPES.length - 1)],
    topic: topics.splice(Math.floor(rand() * topics.length), 1)[0],
    date: isoDay(now + int(rand, -3, 10) * DAY),
  }));
}

export function balanceOf(p: Project): Balance {
  const rand = seeded(p.id, 'balance');
  return { amount: int(rand, 500_000, 98_000_000) / 100, currency: 'CNY' as const, pendingOrders: int(rand, 0, 9), pendingRenewals: int(rand, 0, 4) };
}

/** The workplace's cards, each under /api/project/:projectId/<card>. */
const CARDS = ['overview', 'content-data', 'popular', 'categories', 'announcements', 'balance'] as const;

/** The workplace is for every signed-in role; a project answers only its members. */
const PROJECT = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  peopleNumber: z.int(),
  contributors: z.array(z.object({ name: z.string(), email: z.string(), avatar: z.string() })),
});
const day = z.string().meta({ description: 'YYYY-MM-DD' });
const CARD_ANSWERS: Record<(typeof CARDS)[number], [summary: string, answer: z.ZodType]> = {
  overview: [
    "The project's overview figures",
    z.object({
      project: z.object({ id: z.int(), name: z.string() }),
      onlineContent: z.number(),
      putIn: z.number(),
      dailyComments: z.number(),
      growth: z.number().meta({ description: 'percent change against yesterday' }),
    }),
  ],
  'content-data': ['New content per day, the last twelve days', z.array(z.object({ x: day, y: z.number() }))],
  popular: [
    'The most clicked contents of a type',
    z.array(z.object({ key: z.int(), title: z.string(), clickNumber: z.number(), increases: z.number().meta({ description: 'percent change today' }) })),
  ],
  categories: ['Contents per type', z.array(z.object({ type: z.enum(CONTENT_TYPES), value: z.number() }))],
  announcements: [
    "The project's announcements",
    z.array(z.object({ id: z.int(), type: z.enum(ANNOUNCEMENT_TYPES), topic: z.enum(ANNOUNCEMENT_TOPICS), date: day })),
  ],
  balance: ["The project's balance", z.object({ amount: z.number(), currency: z.literal('CNY'), pendingOrders: z.int(), pendingRenewals: z.int() })],
};
const TAG = 'Workplace';
const myProjects = { tag: TAG, summary: "The caller's projects", answer: z.array(PROJECT) };

export const routes: readonly RouteRule[] = [
  { method: 'GET', path: '/api/user/my-project/list', roles: ['*'], doc: myProjects },
  // The template posted here; a client written against it keeps working.
  { method: 'POST', path: '/api/user/my-project/list', roles: ['*'], doc: myProjects },
  ...CARDS.map((card): RouteRule => ({
    method: 'GET',
    path: `/api/project/:projectId/${card}`,
    roles: ['*'],
    query: card === 'popular' ? ['type'] : [],
    doc: {
      tag: TAG,
      summary: CARD_ANSWERS[card][0],
      answer: CARD_ANSWERS[card][1],
      fails: [404],
      ...(card === 'popular' && { query: z.object({ type: z.enum(CONTENT_TYPES) }) }),
    },
  })),
];

const feature: Feature = ({ now }) => {
  const router = express.Router({ caseSensitive: true, strict: true });
  /** The project in the path, if the caller is one of its members; 40400 otherwise (no hint that it exists). */
  const projectFor = (req: Request): Project => {
    const caller = callerOf(req);
    const raw = req.params.projectId;
    const id = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : NaN;
    const project = projectIdsOf(caller).includes(id) ? projectOf(id) : undefined;
    if (!project) throw new ApiFailure(CODES.notFound, `no project ${raw.slice(0, 40)}`);
    return project;
  };

  const myProjects = handle((req, res) => {
    const caller = callerOf(req);
    ok(
      res,
      projectIdsOf(caller).map((id) => projectOf(id)!),
    );
  });
  router.get('/api/user/my-project/list', myProjects);
  // The template posted here; a client written against it keeps working.
  router.post('/api/user/my-project/list', myProjects);

  const cards: Record<(typeof CARDS)[number], (p: Project, req: Request) => unknown> = {
    overview: (p) => overviewOf(p),
    'content-data': (p) => contentDataOf(p, now()),
    popular: (p, req) => {
      const type = req.query.type;
      if (!CONTENT_TYPES.includes(type as ContentType)) {
        throw new ApiFailure(CODES.badInput, 'invalid query', { errors: { type: `Must be one of ${CONTENT_TYPES.join(', ')}` } });
      }
      return popularOf(p, type as ContentType);
    },
    categories: (p) => categoriesOf(p),
    announcements: (p) => announcementsOf(p, now()),
    balance: (p) => balanceOf(p),
  };
  for (const [card, build] of Object.entries(cards)) {
    const path = `/api/project/:projectId/${card}`;
    router.get(
      path,
      handle((req, res) => ok(res, build(projectFor(req), req))),
    );
  }
  return router;
};

export default feature;
