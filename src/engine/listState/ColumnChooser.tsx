import { Box, Button, Checkbox, FormControlLabel, IconButton, List, ListItem } from '@mui/material';
import ViewColumn from '@mui/icons-material/ViewColumnOutlined';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import { useTranslate } from 'react-admin';
import { PopoverButton } from '../../components/PopoverButton';

interface Props {
  /** Every column the user may see, in declaration order, with its label key. */
  available: readonly { name: string; label: string }[];
  /** The visible ones, in their order. */
  visible: readonly string[];
  onChange: (columns: string[] | undefined) => void;
}

/** Show, hide and reorder columns; plain buttons and checkboxes, so the keyboard does it all. */
export function ColumnChooser({ available, visible, onChange }: Props) {
  const translate = useTranslate();
  const label = (name: string) => translate(available.find((c) => c.name === name)?.label ?? name);
  const hidden = available.filter((c) => !visible.includes(c.name)).map((c) => c.name);
  const move = (i: number, by: number) => {
    const next = [...visible];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    onChange(next);
  };
  return (
    <PopoverButton icon={<ViewColumn />} label={translate('mds.engine.columns.button')} title={translate('mds.engine.columns.title')} minWidth={260}>
      <List dense>
        {[...visible, ...hidden].map((name, i) => {
          const shown = i < visible.length;
          return (
            <ListItem
              key={name}
              secondaryAction={
                shown && (
                  <>
                    <IconButton
                      size="small"
                      disabled={i === 0}
                      aria-label={translate('mds.engine.columns.up', { name: label(name) })}
                      onClick={() => move(i, -1)}
                    >
                      <ArrowUpward fontSize="inherit" />
                    </IconButton>
                    <IconButton
                      size="small"
                      disabled={i === visible.length - 1}
                      aria-label={translate('mds.engine.columns.down', { name: label(name) })}
                      onClick={() => move(i, 1)}
                    >
                      <ArrowDownward fontSize="inherit" />
                    </IconButton>
                  </>
                )
              }
            >
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={shown}
                    disabled={shown && visible.length === 1}
                    onChange={() => onChange(shown ? visible.filter((c) => c !== name) : [...visible, name])}
                  />
                }
                label={label(name)}
              />
            </ListItem>
          );
        })}
      </List>
      <Box sx={{ px: 2, pb: 1.5, textAlign: 'right' }}>
        <Button size="small" onClick={() => onChange(undefined)}>
          {translate('mds.engine.columns.reset')}
        </Button>
      </Box>
    </PopoverButton>
  );
}
