import { Suspense, useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { trashDialog } from '../lazy';

const { Part: TrashDialog, prefetchProps } = trashDialog;

/** Opens the list's trash (its code comes when first asked for). */
export function TrashButton({ decl }: { decl: ResourceDecl }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} {...prefetchProps}>
        {translate('mds.trash')}
      </Button>
      {open && (
        <Suspense>
          <TrashDialog decl={decl} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
