/** GET /api/user/security and GET /api/user/certification (fake-api/features/user.ts). */
export interface SecurityState {
  password: { set: boolean };
  phone: { bound: boolean; masked: string };
  email: { bound: boolean; address: string };
  sessions: { active: number };
}

export type { Certification, CertificationRecord } from '../../../domain/userCenterSeed';

export const CERTIFICATION = '/api/user/certification';
