/** The three card kinds as the API returns them (resources/qualityInspections.ts, services.ts, presets.ts). */
import qualityInspections from '../../../resources/qualityInspections';
import services from '../../../resources/services';
import presets from '../../../resources/presets';

export interface QualityInspection {
  id: number;
  name: 'quality';
  title: string;
  description?: string;
  pendingCount: number;
  backlogSeconds: number;
  samplingCount: number;
  inspecting: boolean;
  createdTime: string;
}

export interface Service {
  id: number;
  icon: 'funnel' | 'distribution' | 'resource' | 'portrait';
  title: string;
  description?: string;
  enable: boolean;
  actionType: 'button';
  /** ISO date; none means no end date. */
  expires?: string | null;
}

export interface Preset {
  id: number;
  title: string;
  description?: string;
  enable: boolean;
  actionType: 'switch';
}

export interface ListPage<T> {
  list: T[];
  total: number;
}

export const ENDPOINTS = {
  quality: qualityInspections.endpoint,
  services: services.endpoint,
  presets: presets.endpoint,
} as const;

export const DECLARATIONS = { quality: qualityInspections, services, presets } as const;
