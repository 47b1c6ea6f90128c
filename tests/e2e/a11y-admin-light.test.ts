/** axe on every screen the demo admin may open, light theme, both locales (see a11y.ts; split by theme to run side by side). */
import { describe, expect, it } from 'vitest';
import { report, run } from './a11y';

describe('axe: no serious or critical violation', () => {
  for (const locale of ['en-US', 'zh-CN'] as const)
    it(`admin, light, ${locale}: every screen`, { timeout: 900_000 }, async () => {
      expect(report(await run('admin', 'light', locale))).toBe('');
    });
});
