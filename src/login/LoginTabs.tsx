import { useRef, type KeyboardEvent } from 'react';
import { styled } from '@mui/material/styles';

const TabList = styled('div')({ display: 'flex' });

// Drawn as MUI's Tab: button text, the secondary colour, the primary one and a line under it when open.
const TabButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  position: 'relative',
  minWidth: 90,
  minHeight: 48,
  padding: '12px 16px',
  border: 0,
  background: 'none',
  cursor: 'pointer',
  color: theme.palette.text.secondary,
  '&[aria-selected="true"]': { color: theme.palette.primary.main },
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: 2,
    background: theme.palette.primary.main,
    transform: 'scaleX(0)',
    transition: theme.transitions.create('transform'),
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  '&[aria-selected="true"]::after': { transform: 'scaleX(1)' },
}));

interface LoginTabsProps<T extends string> {
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Each tab is `<idPrefix>-tab-<value>` and controls `<idPrefix>-panel-<value>`. */
  idPrefix: string;
}

/**
 * The login panel's tabs: a WAI-ARIA tab list (the arrow keys, Home and End move the focus, Enter
 * or Space opens the focused tab, as MUI's Tabs do). MUI's Tabs also bring scroll buttons and a
 * resize observer, about 6 KB of the login page, for two tabs that always fit.
 */
export function LoginTabs<T extends string>({ tabs, value, onChange, idPrefix }: LoginTabsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const at = buttons.current.findIndex((b) => b === document.activeElement);
    const last = tabs.length - 1;
    const to = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[e.key];
    if (at < 0 || to === undefined) return;
    e.preventDefault();
    buttons.current[to]?.focus();
  };
  return (
    <TabList role="tablist" onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <TabButton
          key={tab.value}
          ref={(b) => {
            buttons.current[i] = b;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.value}`}
          aria-controls={`${idPrefix}-panel-${tab.value}`}
          aria-selected={tab.value === value}
          // One stop for the Tab key: the open tab; the arrow keys reach the others.
          tabIndex={tab.value === value ? 0 : -1}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </TabButton>
      ))}
    </TabList>
  );
}
