import { Suspense, useRef, useState } from 'react';
import { Button } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { useTranslate } from 'react-admin';
import { importDialog } from './lazy';

const { Part: ImportDialog, prefetchProps } = importDialog;

/** CSV import: picks a file, then the import dialog (its code, with the CSV reader, comes when first asked for). */
export function ImportButton() {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  return (
    <>
      <Button size="small" startIcon={<UploadFile />} onClick={() => input.current?.click()} {...prefetchProps}>
        {translate('mds.import.button')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={translate('mds.import.button')}
        onChange={(e) => {
          const picked = e.target.files?.[0];
          e.target.value = '';
          if (picked) setFile(picked);
        }}
      />
      {file && (
        <Suspense>
          <ImportDialog file={file} onClose={() => setFile(undefined)} />
        </Suspense>
      )}
    </>
  );
}
