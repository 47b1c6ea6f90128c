import { useId, useState, type KeyboardEvent } from 'react';
import { Box, Dialog, DialogTitle, InputBase, LinearProgress, List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate, useTranslate } from 'react-admin';
import { addChunkMessages } from '../i18n/chunkMessages';
import { visuallyHidden } from '../messageBox/visuallyHidden';
import { useSearchItems, type SearchItem } from './useSearchItems';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

// Its texts come with its chunk (i18n/chunkMessages.ts).
addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/**
 * The search palette: a text box that finds the menu's pages and the records the reader may read,
 * used from the keyboard alone (↑ ↓ choose, Enter opens, Esc closes), as a combobox with its list.
 */
export function SearchPalette({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { items, searching, failed } = useSearchItems(text);
  const current = Math.min(active, Math.max(items.length - 1, 0));
  const open = (item: SearchItem) => {
    onClose();
    if (item.external) window.open(item.href, '_blank', 'noopener');
    else navigate(item.href);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && items.length > 0) {
      e.preventDefault();
      setActive((current + step + items.length) % items.length);
    } else if (e.key === 'Enter' && items[current]) {
      e.preventDefault();
      open(items[current]);
    }
  };
  const optionId = (i: number) => `${id}-option-${i}`;
  const group = (kind: SearchItem['kind']) => items.map((item, i) => ({ item, i })).filter(({ item }) => item.kind === kind);
  const section = (kind: SearchItem['kind']) => {
    const shown = group(kind);
    if (shown.length === 0) return null;
    return (
      <li key={kind}>
        <List disablePadding role="group" aria-labelledby={`${id}-${kind}`}>
          <ListSubheader id={`${id}-${kind}`} disableSticky sx={{ lineHeight: '32px' }}>
            {translate(`mds.search.${kind}s`)}
          </ListSubheader>
          {shown.map(({ item, i }) => (
            <ListItemButton
              key={item.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              selected={i === current}
              tabIndex={-1}
              onMouseMove={() => setActive(i)}
              onClick={() => open(item)}
            >
              <ListItemText primary={item.label} secondary={item.detail} slotProps={{ primary: { noWrap: true } }} />
            </ListItemButton>
          ))}
        </List>
      </li>
    );
  };
  const empty =
    text.trim() === '' ? 'mds.search.hint' : failed ? 'mds.search.failed' : searching ? undefined : items.length === 0 ? 'mds.search.none' : undefined;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: '12vh' } } }}
    >
      <DialogTitle id={`${id}-title`} sx={visuallyHidden}>
        {translate('mds.search.title')}
      </DialogTitle>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          placeholder={translate('mds.search.placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': translate('mds.search.title'),
            'aria-expanded': items.length > 0,
            'aria-controls': `${id}-list`,
            'aria-autocomplete': 'list',
            'aria-activedescendant': items.length > 0 ? optionId(current) : undefined,
            maxLength: 200,
          }}
        />
      </Box>
      <Box sx={{ height: 2 }}>{searching && text.trim() !== '' && <LinearProgress sx={{ height: 2 }} />}</Box>
      <List id={`${id}-list`} role="listbox" aria-label={translate('mds.search.results')} sx={{ maxHeight: '50vh', overflowY: 'auto', py: 0 }}>
        {section('page')}
        {section('record')}
      </List>
      {empty && (
        <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
          {translate(empty)}
        </Typography>
      )}
    </Dialog>
  );
}
