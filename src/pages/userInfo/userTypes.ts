/** What the user center's calls answer (fake-api/features/user.ts, the workplace's project list). */

/** GET /api/user/info: spec §3 "User profile". */
export interface UserProfile {
  name: string;
  avatar: string;
  job: string;
  jobName: string;
  organization: string;
  organizationName: string;
  location: string;
  locationName: string;
  email: string;
  nickname?: string;
  country?: string;
  area?: string;
  address?: string;
  introduction: string;
  personalWebsite: string;
  phone: string;
  registrationDate: string;
  accountId: string;
  certification: number;
  role: string;
}

export interface Project {
  id: number;
  name: string;
  description: string;
  peopleNumber: number;
  contributors: { name: string; email: string; avatar: string }[];
}

export type { Activity, ProjectAndTeam, Team, Visit } from '../../../resources/lib/userCenterSeed';

export const USER_INFO = '/api/user/info';
