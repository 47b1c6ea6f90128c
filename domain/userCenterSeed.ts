/**
 * The user center's seeded figures (docs/product.md §3 "Activity", "Team", "Visits", "Certification"): pure
 * functions of the user's id (and the projects the workplace gives them), so each user sees their
 * own, the same on every read. The fake API serves them; the console reads their types.
 */
import { hashString, prng } from '../resources/lib/seed';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type ActivityType =
  'publishProject' | 'shareDataset' | 'joinTeam' | 'reviewCohort' | 'exportReport' | 'updateProfile' | 'uploadAvatar' | 'withdrawCertification';

export interface Activity {
  id: string;
  /** How the console words it (`userInfo.activity.<type>`); `title` is the English wording. */
  type: ActivityType;
  title: string;
  subject: string;
  description: string;
  avatar: string;
  time: string;
}

export interface Team {
  id: number;
  avatar: string;
  name: string;
  peopleNumber: number;
}

export interface Visit {
  name: 'homeVisits' | 'projectVisits';
  visits: number;
  /** Percent since last week, e.g. 206.32. */
  growth: number;
}

export interface ProjectAndTeam {
  id: number;
  type: 'project' | 'team';
  name: string;
  count: number;
  content: string;
}

export interface CertificationRecord {
  id: number;
  certificationType: number;
  certificationContent: string;
  /** 0 auditing, 1 pass. */
  status: 0 | 1;
  time: string;
}

export interface Certification {
  enterpriseInfo: {
    accountType: string;
    status: number;
    time: string;
    legalPerson: string;
    certificateType: string;
    authenticationNumber: string;
    enterpriseName: string;
    enterpriseCertificateType: string;
    organizationCode: string;
  };
  records: CertificationRecord[];
}

const TITLES: Record<ActivityType, (s: string) => string> = {
  publishProject: (s) => `Published project ${s}`,
  shareDataset: (s) => `Shared data set ${s}`,
  joinTeam: (s) => `Joined team ${s}`,
  reviewCohort: (s) => `Reviewed cohort ${s}`,
  exportReport: (s) => `Exported report ${s}`,
  updateProfile: () => 'Updated the profile',
  uploadAvatar: () => 'Changed the avatar',
  withdrawCertification: (s) => `Withdrew certification ${s}`,
};
const DATASETS = ['Chest CT 2025', 'ECG archive', 'ICU vital signs', 'Fundus photographs', 'Discharge summaries', 'Genomic variants'];
const TEAMS = [
  'Radiology AI team',
  'Cardiology data team',
  'Clinical trials unit',
  'Pathology imaging group',
  'Data governance office',
  'Genomics analysis team',
  'Emergency care research',
  'Privacy engineering squad',
];
const ENTERPRISES = ['Northern Medical Data Center Co., Ltd.', 'Eastern Clinical Research Institute', 'Western Hospital Data Services Ltd.'];

const seeded = (userId: number, what: string) => prng(hashString(`user-center:${userId}:${what}`));
const pick = <T>(rand: () => number, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const int = (rand: () => number, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const digits = (rand: () => number, n: number) => Array.from({ length: n }, () => int(rand, 0, 9)).join('');

export const activity = (type: ActivityType, subject: string, description: string, time: number, avatar = ''): Activity => ({
  id: `${type}-${time}`,
  type,
  title: TITLES[type](subject),
  subject,
  description,
  avatar,
  time: new Date(time).toISOString(),
});

/** The user's four team names, a deterministic draw from the pool. */
function teamNames(userId: number): string[] {
  const rand = seeded(userId, 'teams');
  const names = [...TEAMS];
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [names[i], names[j]] = [names[j], names[i]];
  }
  return names.slice(0, 4);
}

export function teamsOf(userId: number): Team[] {
  const rand = seeded(userId, 'team-sizes');
  return teamNames(userId).map((name, i) => ({ id: i + 1, avatar: '', name, peopleNumber: int(rand, 3, 120) }));
}

export function visitsOf(userId: number): Visit[] {
  const rand = seeded(userId, 'visits');
  return (['homeVisits', 'projectVisits'] as const).map((name) => ({
    name,
    visits: int(rand, 800, 9_999),
    growth: Math.round((rand() * 280 - 30) * 100) / 100,
  }));
}

/** News of the user's projects and teams. */
export function projectsAndTeamsOf(userId: number, projects: readonly string[]): ProjectAndTeam[] {
  const rand = seeded(userId, 'project-and-team');
  const teams = teamNames(userId);
  return Array.from({ length: 4 }, (_, i) => {
    const type = i % 2 === 0 ? 'project' : 'team';
    const name = type === 'project' ? pick(rand, projects) : pick(rand, teams);
    const count = int(rand, 2, 30);
    return { id: i + 1, type, name, count, content: type === 'project' ? `${name}: ${count} data sets shared` : `${name}: ${count} members` };
  });
}

/** Ten past events in the user's projects and teams, hours before `dayStart`, newest first. */
export function seededActivities(userId: number, projects: readonly string[], dayStart: number): Activity[] {
  const rand = seeded(userId, 'activity');
  const kinds: ActivityType[] = ['publishProject', 'shareDataset', 'joinTeam', 'reviewCohort', 'exportReport'];
  const teams = teamNames(userId);
  const seen = new Set<string>();
  return Array.from({ length: 10 }, (_, i) => {
    let type: ActivityType;
    let subject: string;
    // A user joins a team once: draw again (a few times at most) rather than repeat an event.
    let tries = 0;
    do {
      type = pick(rand, kinds);
      subject = type === 'joinTeam' ? pick(rand, teams) : type === 'shareDataset' ? pick(rand, DATASETS) : pick(rand, projects);
    } while (seen.has(`${type}:${subject}`) && ++tries < 8);
    seen.add(`${type}:${subject}`);
    const description = type === 'shareDataset' ? `${int(rand, 2, 40) * 100} records, de-identified` : `${pick(rand, teams)} · ${pick(rand, projects)}`;
    return activity(type, subject, description, dayStart - (i * 7 + int(rand, 1, 6)) * HOUR);
  });
}

/** The enterprise authentication and its requests; `withdrawn` requests are left out. */
export function certificationOf(
  user: { id: number; name: string; registrationDate: string; certification: number },
  withdrawn: ReadonlySet<number>,
): Certification {
  const rand = seeded(user.id, 'certification');
  const legalPerson = `${user.name.split(' ')[0]} **`;
  const registered = Date.parse(`${user.registrationDate.replace(' ', 'T')}Z`) || 0;
  const records: CertificationRecord[] = [
    {
      id: 1,
      certificationType: 1,
      certificationContent: `Enterprise real-name certification, legal person: ${legalPerson}`,
      status: 1,
      time: new Date(registered + 3 * DAY).toISOString(),
    },
    {
      id: 2,
      certificationType: 1,
      certificationContent: `Change of enterprise address, legal person: ${legalPerson}`,
      status: 0,
      time: new Date(registered + int(rand, 30, 200) * DAY).toISOString(),
    },
  ];
  return {
    enterpriseInfo: {
      accountType: 'enterprise',
      status: user.certification,
      time: new Date(registered + 3 * DAY).toISOString(),
      legalPerson,
      certificateType: 'idCard',
      authenticationNumber: `${digits(rand, 3)}************${digits(rand, 3)}`,
      enterpriseName: pick(rand, ENTERPRISES),
      enterpriseCertificateType: 'businessLicense',
      organizationCode: `${digits(rand, 1)}*******${digits(rand, 1)}`,
    },
    records: records.filter((r) => !withdrawn.has(r.id)),
  };
}
