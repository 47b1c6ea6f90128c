import { Button, CircularProgress, Paper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

/** The bar under the form: Reset goes back to the stored parameters, Submit sends a change. */
export function FormActions({ submitting }: { submitting: boolean }) {
  const translate = useTranslate();
  const { reset } = useFormContext();
  const { isDirty } = useFormState();
  return (
    <Paper
      elevation={3}
      sx={{ position: 'sticky', bottom: 0, zIndex: 2, display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1.5, px: 3, height: 60 }}
    >
      <Button variant="outlined" onClick={() => reset()} disabled={!isDirty || submitting}>
        {translate('groupForm.reset')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={!isDirty || submitting}
        startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate(submitting ? 'groupForm.submitting' : 'groupForm.submit')}
      </Button>
    </Paper>
  );
}
