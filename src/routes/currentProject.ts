/** The project the workplace shows, remembered across visits under this localStorage key. */
export const CURRENT_PROJECT_KEY = 'mds-current-project';
export const DEFAULT_PROJECT_ID = '1';
/** The projects the signed-in user belongs to (the navbar's switcher; asked for on every first load). */
export const MY_PROJECTS_PATH = '/api/user/my-project/list';

export const currentProject = {
  get: (): string => localStorage.getItem(CURRENT_PROJECT_KEY) ?? DEFAULT_PROJECT_ID,
  set: (id: string) => localStorage.setItem(CURRENT_PROJECT_KEY, id),
};

export const workplacePath = (projectId = currentProject.get()) => `/project/${encodeURIComponent(projectId)}`;
