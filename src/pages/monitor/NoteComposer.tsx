import { Box, Button, TextField } from '@mui/material';
import Send from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { useNoteComposer } from './useNoteComposer';

/** The feed's footer: write a note to the other operators; Enter posts it. */
export function NoteComposer() {
  const translate = useTranslate();
  const note = useNoteComposer();
  return (
    <Box component="form" onSubmit={(e) => void note.submit(e)} noValidate sx={{ display: 'flex', gap: 1, p: 1.5, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        fullWidth
        multiline
        maxRows={4}
        value={note.value}
        onChange={(e) => note.change(e.target.value)}
        onKeyDown={(e) => {
          // Enter posts, Shift+Enter breaks the line.
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void note.submit();
          }
        }}
        placeholder={translate('monitor.activity.notePlaceholder')}
        error={!!note.error}
        helperText={note.error ?? `${note.length} / ${note.max}`}
        slotProps={{ htmlInput: { 'aria-label': translate('monitor.activity.note') } }}
      />
      <Button type="submit" variant="contained" endIcon={<Send />} disabled={note.posting} sx={{ flexShrink: 0, mt: '1px' }}>
        {translate('monitor.activity.post')}
      </Button>
    </Box>
  );
}
