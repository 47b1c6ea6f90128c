import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { validateField } from '../../../resources/lib/validate';

/** Names the current list state and stores it as one of the user's views. */
export function SaveViewDialog({
  open,
  resource,
  views,
  state,
  onClose,
}: {
  open: boolean;
  resource: string;
  views: ResourceDecl;
  state: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [create, { isPending }] = useCreate();
  const error = validateField(views.fields.name, name.trim());
  const save = () => {
    setTouched(true);
    if (error) return;
    void create(
      views.name,
      { data: { name: name.trim(), resource, state } },
      {
        onSuccess: () => {
          notify('mds.engine.views.saved', { type: 'success', messageArgs: { name: name.trim() } });
          setName('');
          setTouched(false);
          onClose();
        },
        onError: (e) => notify((e as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="save-view-title" maxWidth="xs" fullWidth>
      <DialogTitle id="save-view-title">{translate('mds.engine.views.saveTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('resources.views.fields.name')}
          value={name}
          required
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched(true)}
          onKeyDown={(e) => e.key === 'Enter' && save()}
          error={touched && !!error}
          helperText={touched && error ? translate(error.key, error.args) : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={isPending} onClick={save}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
