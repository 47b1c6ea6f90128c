import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import '../consoleGuard';

// jsdom has no layout and no scrolling: react-admin scrolls to the top on each navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  localStorage.clear();
});

// react-admin defers list-parameter changes to a zero-delay timer (useReferenceParams). One left
// by a file's last test would fire after jsdom is torn down and throw "window is not defined".
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));
