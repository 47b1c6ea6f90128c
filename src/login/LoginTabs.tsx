import { useRef, type KeyboardEvent } from 'react';

interface LoginTabsProps<T extends string> {
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Each tab is `<idPrefix>-tab-<value>` and controls `<idPrefix>-panel-<value>`. */
  idPrefix: string;
}

/**
 * The login panel's tabs: a WAI-ARIA tab list (the arrow keys, Home and End move the focus, Enter
 * or Space opens the focused tab, as MUI's Tabs do), drawn as MUI's Tab by loginStyles: button text,
 * the secondary colour, the primary one and a line under it when open.
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
    <div className="login-tabs" role="tablist" onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <button
          key={tab.value}
          ref={(b) => {
            buttons.current[i] = b;
          }}
          type="button"
          className="login-tab"
          role="tab"
          id={`${idPrefix}-tab-${tab.value}`}
          aria-controls={`${idPrefix}-panel-${tab.value}`}
          aria-selected={tab.value === value}
          // One stop for the Tab key: the open tab; the arrow keys reach the others.
          tabIndex={tab.value === value ? 0 : -1}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
