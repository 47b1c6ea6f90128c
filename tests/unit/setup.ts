import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import '../consoleGuard';

// jsdom has no layout and no scrolling: react-admin scrolls to the top on each navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  localStorage.clear();
});
