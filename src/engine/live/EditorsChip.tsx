import { Box, Chip } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useRecordContext, useTranslate } from 'react-admin';
import { addChunkMessages } from '../../i18n/chunkMessages';
import { useDeclaration } from '../DeclarationsContext';
import { usePresence } from './usePresence';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/**
 * Atop a record's edit form: who else has it open ("X is editing"). The form's presence is kept
 * while it is open, stream or no stream (a hidden tab's form is still open); the stream only tells
 * arrivals and departures sooner than the renewals do.
 */
export function EditorsChip() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const translate = useTranslate();
  const editors = usePresence(decl.name, record?.id);
  return (
    <Box role="status" sx={{ px: 2, pt: 2, '&:empty': { display: 'none' } }}>
      {editors.length > 0 && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          icon={<EditNoteIcon />}
          label={translate('mds.engine.live.editing', {
            smart_count: editors.length,
            names: editors.map((e) => e.name).join(translate('mds.engine.live.and')),
          })}
        />
      )}
    </Box>
  );
}
