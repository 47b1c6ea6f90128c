/** The project the workplace shows, remembered across visits. */
const KEY = 'mds-current-project';
export const DEFAULT_PROJECT_ID = '1';

export const currentProject = {
  get: (): string => localStorage.getItem(KEY) ?? DEFAULT_PROJECT_ID,
  set: (id: string) => localStorage.setItem(KEY, id),
};

export const workplacePath = (projectId = currentProject.get()) => `/project/${encodeURIComponent(projectId)}`;
