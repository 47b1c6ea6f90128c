import { useRecordContext, type RedirectionSideEffect } from 'react-admin';
import { addChunkMessages } from '../../i18n/chunkMessages';
import { useDeclaration } from '../DeclarationsContext';
import { ConflictDialog } from './ConflictDialog';
import { useRecordConflict } from './useRecordConflict';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

// Its texts come with the record screens' chunk (i18n/chunkMessages.ts).
addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/**
 * On a record's screen: when a write of this record (a save, a delete, a transition) is refused
 * because someone else changed it first, says so and offers the choice (ConflictDialog).
 */
export function RecordConflicts({ redirectTo }: { redirectTo: RedirectionSideEffect }) {
  const decl = useDeclaration();
  const record = useRecordContext();
  const [conflict, close] = useRecordConflict(decl.name, record?.id);
  // Keyed by the refusal: a new one (the write made again, refused in turn) starts the dialog afresh.
  return conflict ? <ConflictDialog key={conflict.etag} conflict={conflict} onClose={close} redirectTo={redirectTo} /> : null;
}
