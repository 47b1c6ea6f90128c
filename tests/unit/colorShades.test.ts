/** src/theme/colorShades.ts: the ten shades of the theme colour picked in the settings drawer. */
import { describe, expect, it } from 'vitest';
import { colorShades } from '../../src/theme/colorShades';

describe('theme colour shades', () => {
  it('are ten, from light to dark, with the colour itself sixth', () => {
    const shades = colorShades('#165DFF');
    expect(shades).toHaveLength(10);
    expect(shades[5].toLowerCase()).toBe('#165dff');
    const lightness = shades.map((s) => [1, 3, 5].reduce((sum, i) => sum + parseInt(s.slice(i, i + 2), 16), 0));
    expect(lightness).toEqual([...lightness].sort((a, b) => b - a));
  });
  it('refuse what is not a colour', () => {
    expect(() => colorShades('blue')).toThrow();
  });
});
