import { useContext, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { ApiError } from '../../../dataProvider/errors';
import { recordPath } from '../../../dataProvider/translate';
import { HttpContext } from '../../api/HttpContext';
import { fieldLabel } from '../labels';

/** Trashed records read at a time. */
export const TRASH_PER_PAGE = 20;

/** A trashed record as the API lists it: the record, who deleted it (null: the system) and when. */
export type Trashed = RaRecord & { deletedBy: { id: number; name: string } | null; deletedAt: string };

/** One record a restore or purge could not take, and why (the API's refusal). */
export interface TrashFailure {
  id: Identifier;
  error: ApiError | Error;
}

/** One call per record (`path`, `method`); what went through and what was refused. */
function useTrashAction(decl: ResourceDecl, path: (id: Identifier) => string, method: string) {
  const http = useContext(HttpContext);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly Identifier[]) => {
      const failures: TrashFailure[] = [];
      for (const id of ids)
        await http!(path(id), { method }).catch((error: ApiError | Error) => {
          failures.push({ id, error });
        });
      return { done: ids.length - failures.length, failures };
    },
    // The resource's reads: react-admin's (by resource) and a page's own (by endpoint: the card list's).
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [decl.name] }), queryClient.invalidateQueries({ queryKey: ['api', decl.endpoint] })]),
  });
}

/** Restores records of the trash, one call each (what went through and what was refused). */
export const useRestore = (decl: ResourceDecl) => useTrashAction(decl, (id) => recordPath(decl.endpoint, id, 'restore'), 'POST');

/** Why a restore was refused, in the reader's words: the fields whose unique value was taken meanwhile, else the API's message. */
export function useRefusalReason(decl: ResourceDecl) {
  const translate = useTranslate();
  return (f: TrashFailure) => {
    const fields = Object.keys((f.error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {});
    return fields.length > 0
      ? translate('mds.engine.trash.taken', { fields: fields.map((field) => translate(fieldLabel(decl.name, field), { _: field })).join(', ') })
      : translate(f.error.message, { _: f.error.message });
  };
}

/**
 * A declaration's trash, a page at a time, and what can be done to several of its records at once:
 * restore them or purge them, one call each, so one refusal (a unique value taken meanwhile) stops
 * no other. Afterwards the trash and the resource's lists are read again.
 */
export function useTrash(decl: ResourceDecl) {
  const http = useContext(HttpContext);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [decl.name, 'getTrash', { page }],
    queryFn: async ({ signal }) =>
      (await http!<{ list: Trashed[]; total: number }>(`${decl.endpoint}/trash`, { query: { page, perPage: TRASH_PER_PAGE }, signal })).data,
    enabled: http !== null,
    placeholderData: (previous) => previous,
  });
  return {
    query,
    page,
    setPage,
    restore: useRestore(decl),
    purge: useTrashAction(decl, (id) => recordPath(`${decl.endpoint}/trash`, id), 'DELETE'),
  };
}
