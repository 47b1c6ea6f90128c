import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { validateField } from '../../../resources/lib/validate';
import { useApiMutation } from '../../api';
import { DECLARATIONS, ENDPOINTS, type QualityInspection } from './cardTypes';

type Draft = { title: string; description: string };
const FIELDS = ['title', 'description'] as const;

/** A new inspection queue: title and description, checked by the declaration's rules here and on the server. */
export function NewQualityInspectionDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [draft, setDraft] = useState<Draft>({ title: '', description: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const create = useApiMutation<QualityInspection, Draft>(ENDPOINTS.quality, { invalidates: [ENDPOINTS.quality], silent: true });

  const check = (name: keyof Draft, value: string) => {
    const e = validateField(DECLARATIONS.quality.fields[name], value);
    return e ? translate(e.key, e.args) : undefined;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof Draft, string>> = {};
    for (const f of FIELDS) found[f] = check(f, draft[f]);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      const created = await create.mutateAsync(draft);
      notify('cardList.quality.notify.created', { type: 'success', messageArgs: { title: created.title } });
      onClose();
    } catch (e) {
      const fieldErrors = (e as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (fieldErrors) setErrors(fieldErrors);
      else notify((e as Error).message, { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="new-quality-inspection-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="new-quality-inspection-title">{translate('cardList.quality.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map((f) => (
              <TextField
                key={f}
                name={f}
                label={translate(`resources.qualityInspections.fields.${f}`)}
                required={!!DECLARATIONS.quality.fields[f].required}
                multiline={f === 'description'}
                minRows={f === 'description' ? 3 : undefined}
                autoFocus={f === 'title'}
                value={draft[f]}
                onChange={(e) => {
                  setDraft({ ...draft, [f]: e.target.value });
                  if (errors[f]) setErrors({ ...errors, [f]: check(f, e.target.value) });
                }}
                onBlur={() => setErrors({ ...errors, [f]: check(f, draft[f]) })}
                error={!!errors[f]}
                helperText={errors[f]}
                fullWidth
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('cardList.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {translate('cardList.quality.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
