/** What the user center's routes answer (fake-api/features/user.ts), as zod schemas for the API's description. */
import { z } from 'zod';
import type { Activity, Certification, ProjectAndTeam, Team, Visit } from '../../domain/userCenterSeed';
import { sameAs } from './sameAs';

export const ACTIVITY = sameAs<Activity>()(
  z.object({
    id: z.string(),
    type: z.enum(['publishProject', 'shareDataset', 'joinTeam', 'reviewCohort', 'exportReport', 'updateProfile', 'uploadAvatar', 'withdrawCertification']),
    title: z.string(),
    subject: z.string(),
    description: z.string(),
    avatar: z.string(),
    time: z.string(),
  }),
);
export const TEAM = sameAs<Team>()(z.object({ id: z.int(), avatar: z.string(), name: z.string(), peopleNumber: z.int() }));
export const VISIT = sameAs<Visit>()(z.object({ name: z.enum(['homeVisits', 'projectVisits']), visits: z.number(), growth: z.number() }));
export const PROJECT_AND_TEAM = sameAs<ProjectAndTeam>()(
  z.object({ id: z.int(), type: z.enum(['project', 'team']), name: z.string(), count: z.number(), content: z.string() }),
);
export const CERTIFICATION = sameAs<Certification>()(
  z.object({
    enterpriseInfo: z.object({
      accountType: z.string(),
      status: z.number(),
      time: z.string(),
      legalPerson: z.string(),
      certificateType: z.string(),
      authenticationNumber: z.string(),
      enterpriseName: z.string(),
      enterpriseCertificateType: z.string(),
      organizationCode: z.string(),
    }),
    records: z.array(
      z.object({
        id: z.int(),
        certificationType: z.number(),
        certificationContent: z.string(),
        status: z.union([z.literal(0), z.literal(1)]).meta({ description: '0 under review, 1 passed' }),
        time: z.string(),
      }),
    ),
  }),
);
export const SECURITY = z.object({
  password: z.object({ set: z.boolean() }),
  phone: z.object({ bound: z.boolean(), masked: z.string() }),
  email: z.object({ bound: z.boolean(), address: z.string() }),
  sessions: z.object({ active: z.int() }),
});
