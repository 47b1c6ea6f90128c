/** A 2D context kept for measuring text; null where there is no canvas (tests' DOM). */
let context: CanvasRenderingContext2D | null | undefined;

export interface LabelFont {
  family: string;
  /** Pixels. */
  size: number;
}

/**
 * The width in pixels of the widest of `labels`, measured on a canvas, which lays nothing out.
 * Without a canvas: an estimate (ideographs 1 em, anything else 0.6 em).
 */
export function widestLabel(labels: string[], font: LabelFont): number {
  if (context === undefined) context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  const ctx = context;
  if (ctx) ctx.font = `${font.size}px ${font.family}`;
  const width = (label: string) =>
    ctx ? ctx.measureText(label).width : [...label].reduce((sum, char) => sum + (char.codePointAt(0)! >= 0x2e80 ? 1 : 0.6) * font.size, 0);
  return Math.max(0, ...labels.map(width));
}

/**
 * How many labels to skip between two shown so that `count` labels, the first at 0 and the last at
 * `width` pixels, stand apart by at least `gap`: 0 shows them all. recharts works this out by
 * measuring every label in the page's layout, which on a phone cost a chart's first drawing more
 * than the drawing itself.
 */
export function labelInterval(count: number, widest: number, width: number, gap = 8): number {
  if (count < 2 || width <= 0) return 0;
  return Math.max(0, Math.ceil((widest + gap) / (width / (count - 1))) - 1);
}
