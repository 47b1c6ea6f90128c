/** Paging of the routes beside a collection (a record's revisions, the trash): `page` and `perPage`. */
import { MAX_PAGE_SIZE } from '../resources/lib/schema';
import { ApiFailure, CODES } from './envelope';

/** `page` and `perPage` of the query: whole numbers, a page from 1, at most MAX_PAGE_SIZE a page. */
export function pagingOf(query: Record<string, unknown>, perPageByDefault: number): { page: number; perPage: number } {
  const errors: Record<string, string> = {};
  const read = (name: string, fallback: number, max: number) => {
    const raw = query[name];
    if (raw === undefined) return fallback;
    const n = typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (n >= 1 && n <= max) return n;
    errors[name] = `a whole number from 1 to ${max}`;
    return fallback;
  };
  const paging = { page: read('page', 1, 1_000_000), perPage: read('perPage', perPageByDefault, MAX_PAGE_SIZE) };
  if (Object.keys(errors).length) throw new ApiFailure(CODES.badInput, `invalid ${Object.keys(errors).join(', ')}`, { errors });
  return paging;
}
