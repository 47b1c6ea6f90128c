import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/** Save submits; reset returns every field to the saved profile. */
export function FormButtons({ saving }: { saving: boolean }) {
  const translate = useTranslate();
  const { reset } = useFormContext();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, mt: 1 }}>
      <Button type="submit" variant="contained" disabled={saving}>
        {translate('userSetting.basic.save')}
      </Button>
      <Button onClick={() => reset()} disabled={saving}>
        {translate('userSetting.basic.reset')}
      </Button>
    </Box>
  );
}
