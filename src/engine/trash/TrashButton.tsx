import { Suspense, useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { isRoleAllowed, type ResourceDecl } from '../../../resources/lib/schema';
import { useRole } from '../../appSettings/useRole';
import { trashDialog } from '../lazy';

const { Part: TrashDialog, prefetchProps } = trashDialog;

/** Opens a declaration's trash (its code comes when first asked for), for those who may write the collection, as the API lets them. */
export function TrashButton({ decl }: { decl: ResourceDecl }) {
  const translate = useTranslate();
  const role = useRole();
  const [open, setOpen] = useState(false);
  if (!decl.trash || !isRoleAllowed(decl.access.write, role)) return null;
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
