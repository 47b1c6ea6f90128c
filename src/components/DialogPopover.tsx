import type { ReactNode } from 'react';
import { Popover, type SxProps, type Theme } from '@mui/material';

interface DialogPopoverProps {
  /** The button it opens under; closed when null. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Its accessible name: it is a dialog the keyboard can walk through. */
  title: string;
  paperSx?: SxProps<Theme>;
  children: ReactNode;
}

/** A dialog-like popover under its button, aligned to the button's right edge (Columns, Views, the message box). */
export function DialogPopover({ anchor, onClose, title, paperSx, children }: DialogPopoverProps) {
  return (
    <Popover
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': title, sx: paperSx } }}
    >
      {children}
    </Popover>
  );
}
