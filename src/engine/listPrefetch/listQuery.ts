import { getQuery, parseQueryFromLocation, type GetListParams } from 'react-admin';
import { GENERATED_LIST_PAGE, ROUTES } from '../../../domain/routes';
import type { ResourceDecl } from '../../../resources/lib/schema';

/** A list's defaults when its URL says nothing: the declaration's sort and page size. */
export const listDefaults = (decl: ResourceDecl) => ({ sort: decl.defaultSort, perPage: decl.perPage ?? 10 });

/** Where a declaration's list is: its `listPath`, else `/<name>`. */
export const listPathOf = (decl: ResourceDecl): string => decl.listPath ?? `/${decl.name}`;

/**
 * The declaration whose generated list `pathname` shows, if any: at `/<name>`, or at its `listPath`
 * when the route there is the generated list page (the card list, at a `listPath` too, is not).
 */
export function listAt(pathname: string, decls: readonly ResourceDecl[]): ResourceDecl | undefined {
  const decl = decls.find((d) => pathname === listPathOf(d));
  if (decl?.listPath && ROUTES.find((r) => r.path === decl.listPath)?.page !== GENERATED_LIST_PAGE) return undefined;
  return decl;
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
