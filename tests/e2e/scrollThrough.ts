import type { Page } from 'playwright-core';

/**
 * Scrolls down the page a screen at a time, a frame between, then back to the top: a reader's
 * look at the whole page. What is drawn only when its place comes near the screen (a chart below
 * the fold, `ChartPlace`) comes in on the way.
 */
export async function scrollThrough(page: Page) {
  // No named function inside: tsx (scripts/screenshots.ts) names each one with a helper the page lacks.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
}
