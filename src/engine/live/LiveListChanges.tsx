import { Box, Chip } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useResourceContext, useTranslate } from 'react-admin';
import { addChunkMessages } from '../../i18n/chunkMessages';
import { useLiveList } from './useLiveList';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/**
 * Atop a generated list: "N changes — refresh" once others added or removed records (useLiveList).
 * It floats over the list's first rows and takes no room (the rows do not move when it comes), and
 * above the bar of bulk actions a selection brings, which is drawn over the list's top.
 */
export function LiveListChanges() {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { changes, refresh } = useLiveList(resource);
  return (
    <Box role="status" sx={{ position: 'relative', height: 0, zIndex: 4, display: 'flex', justifyContent: 'center' }}>
      {changes > 0 && (
        <Chip
          color="primary"
          icon={<RefreshIcon />}
          label={translate('mds.engine.live.changes', { smart_count: changes })}
          onClick={refresh}
          sx={{ position: 'absolute', top: 8, boxShadow: 3 }}
        />
      )}
    </Box>
  );
}
