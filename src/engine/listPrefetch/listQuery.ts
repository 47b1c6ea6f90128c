import { getQuery, parseQueryFromLocation, type GetListParams } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';

/** Console pages that show a generated list (besides `/<resource>`): the one whose `listPath` they are. */
export const GENERATED_LIST_PAGES: readonly string[] = ['/list/search-table'];

/** A list's defaults when its URL says nothing: the declaration's sort and page size. */
export const listDefaults = (decl: ResourceDecl) => ({ sort: decl.defaultSort, perPage: decl.perPage ?? 10 });

/** The declaration whose generated list `pathname` shows, if any. */
export function listAt(pathname: string, decls: readonly ResourceDecl[]): ResourceDecl | undefined {
  if (GENERATED_LIST_PAGES.includes(pathname)) return decls.find((d) => d.listPath === pathname);
  return decls.find((d) => pathname === `/${d.name}` && !d.listPath);
}

/** What react-admin's list will ask the data provider for at this URL (as useListParams reads it). */
export function listParamsAt(decl: ResourceDecl, search: string): Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'> {
  const { sort, perPage } = listDefaults(decl);
  const query = getQuery({ queryFromLocation: parseQueryFromLocation({ search }), params: {}, filterDefaultValues: {}, sort, perPage });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
}
