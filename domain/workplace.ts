/**
 * The workplace's contract: what its endpoints answer (fake-api/features/workplace.ts) and the
 * values they use, shared by the console (src/pages/workplace and the navbar's project switcher).
 */

export interface Contributor {
  name: string;
  email: string;
  avatar: string;
}

/** docs/product.md §3 "Project", from GET /api/user/my-project/list. */
export interface Project {
  id: number;
  name: string;
  description: string;
  peopleNumber: number;
  contributors: Contributor[];
}

export const CONTENT_TYPES = ['text', 'image', 'video'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export interface Overview {
  project: { id: number; name: string };
  onlineContent: number;
  putIn: number;
  dailyComments: number;
  /** Percent change against yesterday. */
  growth: number;
}

export interface ContentPoint {
  /** YYYY-MM-DD */
  x: string;
  y: number;
}

export interface PopularRow {
  /** Rank by clicks, from 1. */
  key: number;
  title: string;
  clickNumber: number;
  /** Percent change today; 0 when unchanged. */
  increases: number;
}

export interface CategoryShare {
  type: ContentType;
  value: number;
}

export const ANNOUNCEMENT_TYPES = ['activity', 'message', 'notice'] as const;
/** Announcements name a topic; the console words it in the reader's language. */
export const ANNOUNCEMENT_TOPICS = ['maintenance', 'release', 'quota', 'training', 'audit', 'policy', 'export'] as const;

export interface Announcement {
  id: number;
  type: (typeof ANNOUNCEMENT_TYPES)[number];
  topic: (typeof ANNOUNCEMENT_TOPICS)[number];
  /** YYYY-MM-DD the announcement is about. */
  date: string;
}

export interface Balance {
  amount: number;
  currency: 'CNY';
  pendingOrders: number;
  pendingRenewals: number;
}

/**
 * What waits for the viewer, from GET /api/user/waiting: the records of `resource` in `states`
 * (others' on which the viewer decides, or the viewer's own sent back to them) and how many.
 */
export interface Waiting {
  resource: string;
  states: readonly string[];
  whose: 'others' | 'own';
  count: number;
}
