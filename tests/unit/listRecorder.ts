import type { DataProvider } from 'react-admin';

/** A data provider whose lists are empty, and what its getList was asked (the params of each call). */
export function listRecorder() {
  const asked: unknown[] = [];
  const dataProvider = {
    getList: async (_resource: string, params: unknown) => {
      asked.push(params);
      return { data: [], total: 0 };
    },
  } as unknown as DataProvider;
  return { asked, dataProvider };
}
