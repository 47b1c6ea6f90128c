/** Routes the user really visited, newest first (the workplace's "recently visited"). */
import { useSyncExternalStore } from 'react';

const KEY = 'mds-recent-visits';
const MAX = 8;

export interface Visit {
  name: string;
  titleKey: string;
  path: string;
  icon?: string;
  at: number;
}

let cache: Visit[] | undefined;
const listeners = new Set<() => void>();

function read(): Visit[] {
  if (!cache) {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
      cache = Array.isArray(parsed) ? (parsed as Visit[]) : [];
    } catch {
      cache = [];
    }
  }
  return cache;
}

export const recentVisits = {
  get: read,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  record(visit: Omit<Visit, 'at'>) {
    cache = [{ ...visit, at: Date.now() }, ...read().filter((v) => v.name !== visit.name)].slice(0, MAX);
    localStorage.setItem(KEY, JSON.stringify(cache));
    listeners.forEach((l) => l());
  },
};

export const useRecentVisits = (): Visit[] => useSyncExternalStore(recentVisits.subscribe, recentVisits.get, recentVisits.get);
