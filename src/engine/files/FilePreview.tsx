import InsertDriveFile from '@mui/icons-material/InsertDriveFileOutlined';
import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { isChosenFile } from '../../../dataProvider/files';
import { isStoredFile } from '../../../resources/lib/files';
import { kilobytes } from './fileSize';

/** The file a form holds, chosen now or stored before: its name and size (react-admin's file input gives it as the record). */
export function FilePreview() {
  const file = useRecordContext();
  const translate = useTranslate();
  const shown = isChosenFile(file) ? { name: file.rawFile.name, size: file.rawFile.size } : isStoredFile(file) ? file : undefined;
  if (!shown) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <InsertDriveFile fontSize="small" color="action" />
      <Typography variant="body2">{shown.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('mds.engine.file.size', { size: kilobytes(shown.size) })}
      </Typography>
    </Stack>
  );
}
