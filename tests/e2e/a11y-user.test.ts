/** axe on every screen the demo user may open, in both themes and both locales (see a11y.ts). */
import { describe, expect, it } from 'vitest';
import { report, run } from './a11y';

describe('axe: no serious or critical violation', () => {
  for (const theme of ['light', 'dark'] as const)
    for (const locale of ['en-US', 'zh-CN'] as const)
      it(`user, ${theme}, ${locale}: every screen`, { timeout: 900_000 }, async () => {
        expect(report(await run('user', theme, locale))).toBe('');
      });
});
