/** What the user center's calls answer (fake-api/features/user.ts, the workplace's project list). */
import type { Profile } from '../../../domain/userProfile';

/** GET /api/user/info: docs/product.md §3 "User profile" with the caller's role. */
export type UserProfile = Profile & { role: string };

export interface Project {
  id: number;
  name: string;
  description: string;
  peopleNumber: number;
  contributors: { name: string; email: string; avatar: string }[];
}

export type { Activity, ProjectAndTeam, Team, Visit } from '../../../domain/userCenterSeed';

export const USER_INFO = '/api/user/info';
