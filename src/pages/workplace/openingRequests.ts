import accessRequests from '../../../resources/accessRequests';
import { statesAwaiting } from '../../../resources/lib/workflow';

/** What the workplace asks for as it opens, in one place: its cards' figures and the open requests. */

/** Each card's figures: GET /api/project/:projectId/<card>, with the query the card opens with. */
export const OPENING_CARDS = {
  overview: { card: 'overview' },
  content: { card: 'content-data' },
  categories: { card: 'categories' },
  announcements: { card: 'announcements' },
  balance: { card: 'balance' },
  popular: { card: 'popular', query: { type: 'text' } },
} as const satisfies Record<string, { card: string; query?: Record<string, string> }>;

export const projectCardPath = (projectId: string, card: string) => `/api/project/${encodeURIComponent(projectId)}/${card}`;

/** How many of the newest requests the open-requests card lists. */
export const SHOWN_REQUESTS = 5;

/**
 * The open-requests card's list for a role: the access requests in a state the role has a step to
 * take from, newest first (react-admin's getList parameters).
 */
export const openRequestsParams = (role: string | null) => ({
  filter: { state: statesAwaiting(accessRequests, role) },
  pagination: { page: 1, perPage: SHOWN_REQUESTS },
  sort: { field: 'createdAt', order: 'DESC' as const },
});
