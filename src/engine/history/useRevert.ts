import { useContext } from 'react';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useNotify, type Identifier } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { RECORD_CHANGED_CODE, ApiError } from '../../../dataProvider/errors';
import { recordPath } from '../../../dataProvider/translate';
import { HttpContext } from '../../api/HttpContext';
import { revisionsPath, type Revision, type RevisionPage } from './revision';
import { revisionsKey } from './useRevisions';

/**
 * Reverts a record to one of its revisions (`POST …/revisions/:revisionId/revert`), with `If-Match`
 * the record's ETag as its history was read: someone else's newer change is then refused, not overwritten. On success
 * (and on a refusal because the record changed meanwhile) the resource's reads are read again, the
 * record and its revisions among them; the caller shows a refusal's message.
 */
export function useRevert(decl: ResourceDecl, id: Identifier) {
  const http = useContext(HttpContext);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const reread = () => queryClient.invalidateQueries({ queryKey: [decl.name] });
  return useMutation({
    mutationFn: async (revision: Revision) => {
      // The record's version as the panel read it with its history (the newest page's ETag).
      const etag = queryClient.getQueryData<InfiniteData<RevisionPage>>(revisionsKey(decl.name, id))?.pages[0]?.etag;
      const path = recordPath(revisionsPath(decl, id), revision.id, 'revert');
      return (await http!(path, { method: 'POST', headers: etag ? { 'If-Match': etag } : undefined })).data;
    },
    onSuccess: async () => {
      await reread();
      notify('mds.engine.history.reverted', { type: 'success' });
    },
    onError: (e) => (e instanceof ApiError && e.code === RECORD_CHANGED_CODE ? reread() : undefined),
  });
}
