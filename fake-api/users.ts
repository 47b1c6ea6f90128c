/** Users of the fake API and the profile shape of docs/product.md §3 "User profile". */

import { maskPhone, type Profile } from '../domain/userProfile';

export type { Profile };

export interface UserRecord {
  id: number;
  /** Demo accounts sign in by user name and password; phone users have none. */
  username?: string;
  role: 'admin' | 'user';
  profile: Profile;
}

const profile = (p: Partial<Profile> & Pick<Profile, 'name' | 'accountId' | 'phone'>): Profile => ({
  avatar: '',
  job: 'doctor',
  jobName: 'Attending physician',
  organization: 'radiology',
  organizationName: 'Radiology',
  location: 'beijing',
  locationName: 'Beijing',
  email: '',
  nickname: '',
  country: 'china',
  area: 'beijing/haidian',
  address: '',
  introduction: '',
  personalWebsite: '',
  registrationDate: '2026-03-02 09:30:00',
  certification: 1,
  ...p,
});

/**
 * The two demo accounts of docs/product.md §6, present in demo mode, and a second admin,
 * `reviewer`: releasing a checked output needs an admin other than its checker.
 */
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'admin' },
  { username: 'user', password: 'user' },
  { username: 'reviewer', password: 'reviewer' },
] as const;

export const demoUsers = (): UserRecord[] => [
  {
    id: 1,
    username: 'admin',
    role: 'admin',
    profile: profile({
      name: 'Wang Lin',
      accountId: '10000001',
      phone: '13800000001',
      email: 'wang.lin@mds.example',
      nickname: 'wanglin',
      area: 'beijing/chaoyang',
      address: '1 Data Park Road',
      job: 'admin',
      jobName: 'Data platform administrator',
      organization: 'it',
      organizationName: 'Medical Data Center',
      introduction: 'Keeps the data services running.',
    }),
  },
  {
    id: 2,
    username: 'user',
    role: 'user',
    profile: profile({
      name: 'Li Na',
      accountId: '10000002',
      phone: '13800000002',
      email: 'li.na@mds.example',
      nickname: 'lina',
      area: 'shanghai/xuhui',
      address: '12 Imaging Avenue',
      introduction: 'Radiologist working on imaging cohorts.',
    }),
  },
  {
    id: 3,
    username: 'reviewer',
    role: 'admin',
    profile: profile({
      name: 'Zhao Min',
      accountId: '10000003',
      phone: '13800000004',
      email: 'zhao.min@mds.example',
      nickname: 'zhaomin',
      area: 'beijing/haidian',
      address: '8 Research Road',
      job: 'admin',
      jobName: 'Data access committee reviewer',
      organization: 'it',
      organizationName: 'Medical Data Center',
      introduction: 'Second reviewer of data access and output releases.',
    }),
  },
];

export { maskPhone } from '../domain/userProfile';

/** How the operation log and the workflow histories name a user: the user name, else the masked phone. */
export const actorName = (user: UserRecord): string => user.username ?? (user.profile.phone ? maskPhone(user.profile.phone) : `#${user.id}`);

/** A phone number's new account (role `user`), made when it first signs in with an invitation code. */
export function phoneUser(id: number, phone: string, at: number): UserRecord {
  const date = new Date(at).toISOString();
  return {
    id,
    role: 'user',
    profile: profile({
      name: `User ${phone.slice(-4)}`,
      nickname: `user${phone.slice(-4)}`,
      accountId: String(10_000_000 + id),
      phone,
      email: '',
      // "YYYY-MM-DD HH:mm:ss", as the seeded profiles have it.
      registrationDate: `${date.slice(0, 10)} ${date.slice(11, 19)}`,
      introduction: '',
    }),
  };
}
