import type { Page } from 'playwright-core';

/**
 * Scrolls down the page a screen at a time, a frame between, then back to the top: a reader's
 * look at the whole page. What is drawn only when its place comes near the screen (a chart below
 * the fold, `ChartPlace`) comes in on the way.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
  });
}
