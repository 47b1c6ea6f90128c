import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { DialogPopover } from './DialogPopover';

interface PopoverButtonProps {
  icon: ReactNode;
  /** The button's text. */
  label: string;
  /** The popover's accessible name: it is a dialog the keyboard can walk through. */
  title: string;
  minWidth: number;
  /** The popover's content; `close` puts it away (after an action that leaves the list, say). */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/** A small toolbar button opening a dialog-like popover under it, aligned to its right edge (a list's Columns, Views). */
export function PopoverButton({ icon, label, title, minWidth, children }: PopoverButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button size="small" startIcon={icon} aria-haspopup="dialog" onClick={(e) => setAnchor(e.currentTarget)}>
        {label}
      </Button>
      <DialogPopover anchor={anchor} onClose={close} title={title} paperSx={{ minWidth }}>
        {typeof children === 'function' ? children(close) : children}
      </DialogPopover>
    </>
  );
}
