import { useEffect } from 'react';

/** A MUI checkbox whose aria-label sits on its wrapper instead of its input. */
const MISPLACED = 'span.MuiCheckbox-root[aria-label]';

function fix(root: ParentNode) {
  for (const span of root.querySelectorAll<HTMLElement>(MISPLACED)) {
    const input = span.querySelector('input');
    if (!input) continue;
    input.setAttribute('aria-label', span.getAttribute('aria-label')!);
    span.removeAttribute('aria-label');
  }
}

/**
 * react-admin's row and "select all" checkboxes give MUI 7's Checkbox an aria-label, which MUI
 * puts on the wrapping <span> (no role: the name is lost) rather than on the <input>; screen
 * readers then announce an unnamed checkbox (axe: label, aria-prohibited-attr). This moves the
 * name to the input as rows render, for every list of the console.
 */
export function useCheckboxNames() {
  useEffect(() => {
    // Held here: a late callback (after a test tears the page down) must not look up `document`.
    const body = document.body;
    fix(body);
    const observer = new MutationObserver(() => fix(body));
    observer.observe(body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
}
