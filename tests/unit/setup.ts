import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import '../consoleGuard';
import { loadFeatureMessages } from '../../src/i18n/featureMessages';

// The console loads its locale's messages before it starts (src/main.tsx); tests render both locales.
await Promise.all([loadFeatureMessages('en-US'), loadFeatureMessages('zh-CN')]);

// jsdom has no layout and no scrolling: react-admin scrolls to the top on each navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  localStorage.clear();
});

// react-admin leaves timers behind an unmounted screen: an autocomplete's filter is debounced
// (250 ms, not cancelled on unmount) and a list-parameter change then waits a zero-delay timer
// (useReferenceParams) before it sets state. Firing after jsdom is torn down, that state update
// throws "window is not defined". A file that rendered anything waits them out (the longest
// react-admin debounce is 500 ms).
let rendered = false;
const observer = new MutationObserver(() => {
  rendered = true;
  observer.disconnect();
});
observer.observe(document.body, { childList: true, subtree: true });
afterAll(() => (rendered ? new Promise((resolve) => setTimeout(resolve, 600)) : undefined));
