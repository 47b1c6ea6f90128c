import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import '../consoleGuard';
import '../renderedTimers';
import { loadFeatureMessages } from '../../src/i18n/featureMessages';
import { LOCALES } from '../../src/i18n/locales';
import { addChunkMessages } from '../../src/i18n/chunkMessages';
import type { Tree } from '../../src/i18n/messageTree';

// The console loads its locale's messages before it starts (src/main.tsx); tests render both locales,
// and every chunk's messages (chunkMessages.ts) are there as if each chunk had loaded.
await Promise.all(LOCALES.map(loadFeatureMessages));
const chunks = import.meta.glob<Tree>('../../src/**/locale/*.chunk.ts', { eager: true, import: 'default' });
for (const [file, tree] of Object.entries(chunks))
  if (file.endsWith('/en-US.chunk.ts')) addChunkMessages({ 'en-US': tree, 'zh-CN': chunks[file.replace('en-US', 'zh-CN')] });

// jsdom has no layout and no scrolling: react-admin scrolls to the top on each navigation.
window.scrollTo = () => undefined;
// Nor a 2D canvas: jsdom says so on the console; a browser without one answers null.
HTMLCanvasElement.prototype.getContext = () => null;

afterEach(() => {
  localStorage.clear();
});
