/** axe with the tab bar on and in colour-weak mode, in both themes (see a11y.ts). */
import { describe, expect, it } from 'vitest';
import { report, runColorWeak, runTabBar } from './a11y';

describe('axe: no serious or critical violation', () => {
  for (const theme of ['light', 'dark'] as const)
    for (const locale of ['en-US', 'zh-CN'] as const)
      it(`tab bar on, ${theme}, ${locale}: a few screens and the tab menu`, { timeout: 200_000 }, async () => {
        expect(report(await runTabBar(theme, locale))).toBe('');
      });

  for (const theme of ['light', 'dark'] as const)
    it(`colour-weak mode, ${theme}: filter applied, content readable, controls operable`, { timeout: 200_000 }, async () => {
      const { found, floor } = await runColorWeak(theme);
      expect(report(found)).toBe('');
      // The filter flattens every colour towards grey (code values × 0.6): text keeps at least
      // WCAG's 3:1 floor under it, in both themes (dark mode takes paler accents while it is on).
      expect(floor).toBeGreaterThanOrEqual(3);
    });
});
