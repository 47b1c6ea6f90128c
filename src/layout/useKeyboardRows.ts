import { useEffect } from 'react';

/** A react-admin list row that opens its record when clicked (Datagrid `rowClick`). */
const CLICKABLE_ROW = 'tr.RaDatagrid-clickableRow';

function makeFocusable(root: ParentNode) {
  for (const row of root.querySelectorAll<HTMLElement>(`${CLICKABLE_ROW}:not([tabindex])`)) row.tabIndex = 0;
}

/**
 * react-admin's Datagrid opens a row's record on a mouse click only: its rows are not in the tab
 * order and ignore the keyboard. This puts every clickable row in the tab order (before its
 * checkbox) and opens it with Enter, for every list of the console (row actions by
 * keyboard alone). Enter on a control inside the row (its checkbox) is left to that control.
 */
export function useKeyboardRows() {
  useEffect(() => {
    // Held here: a late callback (after a test tears the page down) must not look up `document`.
    const doc = document;
    const body = doc.body;
    makeFocusable(body);
    const observer = new MutationObserver(() => makeFocusable(body));
    observer.observe(body, { subtree: true, childList: true });
    const onKeyDown = (e: KeyboardEvent) => {
      const row = e.target as HTMLElement | null;
      if (e.key !== 'Enter' || e.defaultPrevented || !row?.matches?.(CLICKABLE_ROW)) return;
      e.preventDefault();
      row.click();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      doc.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
