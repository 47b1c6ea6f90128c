/**
 * docs/product.md §9: the theme colour yields 10 gradient shades (light to dark), as Arco's palette does:
 * shade 6 is the colour itself; 1–5 mix towards white, 7–10 towards black.
 */
const hex = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

export function parseHex(color: string): [number, number, number] | undefined {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color.trim());
  if (!m) return undefined;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const mix = (a: [number, number, number], b: [number, number, number], t: number) => `#${a.map((v, i) => hex(v + (b[i] - v) * t)).join('')}`;

export function colorShades(color: string): string[] {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`Not a hex colour: ${color}`);
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  const lighter = [0.9, 0.75, 0.6, 0.4, 0.2].map((t) => mix(rgb, white, t));
  const darker = [0.15, 0.3, 0.45, 0.6].map((t) => mix(rgb, black, t));
  return [...lighter, mix(rgb, rgb, 0), ...darker];
}
