/**
 * Lists from the fake API's list route (`/api/list/policy`, its own paging and envelope), which is
 * all a list page asks for; the other methods are not used by this app.
 */
import type { DataProvider, GetListParams } from 'react-admin';

const ENDPOINTS: Record<string, string> = { policies: '/api/list/policy' };

const notUsed = () => Promise.reject(new Error('not used by the plain app'));

async function getList(resource: string, params: GetListParams) {
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const query = new URLSearchParams({ current: String(page), pageSize: String(perPage) });
  if (params.sort?.field) query.set('sort', params.sort.field);
  if (params.sort?.order) query.set('order', params.sort.order.toLowerCase());
  const res = await fetch(`${ENDPOINTS[resource]}?${query}`, { headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
  const body = (await res.json()) as { code: number; msg: string; data: { list: { id: string | number }[]; total: number } };
  if (body.code !== 20000) throw new Error(body.msg);
  return { data: body.data.list, total: body.data.total };
}

export const dataProvider = {
  getList,
  getOne: notUsed,
  getMany: notUsed,
  getManyReference: notUsed,
  create: notUsed,
  update: notUsed,
  updateMany: notUsed,
  delete: notUsed,
  deleteMany: notUsed,
} as unknown as DataProvider;
