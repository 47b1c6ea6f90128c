import { useState } from 'react';
import { ButtonBase, Card, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { NewQualityInspectionDialog } from './NewQualityInspectionDialog';

/** The first tile of the quality inspection section: opens the "new queue" dialog. */
export function NewQualityInspectionTile() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Card variant="outlined" sx={{ height: '100%', minHeight: 200, borderStyle: 'dashed' }}>
        <ButtonBase
          onClick={() => setOpen(true)}
          sx={{ width: '100%', height: '100%', flexDirection: 'column', gap: 1, color: 'text.secondary', '&:hover': { color: 'primary.main' } }}
        >
          <Add fontSize="large" />
          <Typography variant="body2">{translate('cardList.quality.add')}</Typography>
        </ButtonBase>
      </Card>
      {open && <NewQualityInspectionDialog onClose={() => setOpen(false)} />}
    </>
  );
}
