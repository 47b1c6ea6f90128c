import Download from '@mui/icons-material/DownloadOutlined';
import { Button, Typography } from '@mui/material';
import { useTranslate, type FieldProps } from 'react-admin';
import { isStoredFile } from '../../../resources/lib/files';
import { useCellValue } from '../cells/useCellValue';
import { kilobytes } from './fileSize';
import { useDownloadFile } from './useDownloadFile';

/** A record's file: its name as a download button, and its size. */
export function FileDownloadField({ source }: FieldProps & { source: string }) {
  const value = useCellValue(source);
  const translate = useTranslate();
  const download = useDownloadFile(source);
  if (!isStoredFile(value)) return null;
  return (
    <span>
      <Button
        size="small"
        startIcon={<Download />}
        aria-label={translate('mds.engine.file.download', { name: value.name })}
        sx={{ textTransform: 'none' }}
        onClick={(e) => {
          // In a list row, a click on the button is not a click on the row.
          e.stopPropagation();
          void download(value.name);
        }}
      >
        {value.name}
      </Button>
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('mds.engine.file.size', { size: kilobytes(value.size) })}
      </Typography>
    </span>
  );
}
