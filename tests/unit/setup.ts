import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import '../consoleGuard';
import '../renderedTimers';
import { loadFeatureMessages } from '../../src/i18n/featureMessages';
import { LOCALES } from '../../src/i18n/locales';

// The console loads its locale's messages before it starts (src/main.tsx); tests render both locales.
await Promise.all(LOCALES.map(loadFeatureMessages));

// jsdom has no layout and no scrolling: react-admin scrolls to the top on each navigation.
window.scrollTo = () => undefined;
// Nor a 2D canvas: jsdom says so on the console; a browser without one answers null.
HTMLCanvasElement.prototype.getContext = () => null;

afterEach(() => {
  localStorage.clear();
});
