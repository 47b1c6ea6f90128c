import { Suspense, type ReactElement } from 'react';
import type { Identifier } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { deletedNotice } from './lazy';

/**
 * The notice of a delete of records kept in the trash (DeletedNotice: Undo restores), as the
 * `successMessage` of react-admin's delete buttons: it shows an element as it is, though its prop's
 * type says text.
 */
export const noticeOf = (decl: ResourceDecl, ids: readonly Identifier[]) =>
  (
    <Suspense>
      <deletedNotice.Part decl={decl} ids={ids} />
    </Suspense>
  ) as ReactElement as unknown as string;
