/**
 * axe-core run inside the page: the serious and critical violations of what is on screen, the
 * colour-contrast checks axe could not decide ("incomplete"), and a tally of every screen checked
 * (route × role × theme × locale × variant) for the run's summary.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated, not added as a <script>: the console's CSP allows no inline script.
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  rule: string;
  impact: string;
  /** Where: the screen's label, then the offending nodes' selectors. */
  where: string;
  help: string;
}

/** One screen as checked: which page, as whom, how it looked. */
export interface Screen {
  name: string;
  role: string;
  theme: 'light' | 'dark';
  locale: string;
  /** '' for the console as it ships; 'tabBar', 'colorWeak'… for a setting turned on. */
  variant: string;
}

export const labelOf = (s: Screen) => `${s.role}/${s.theme}/${s.locale}${s.variant ? `/${s.variant}` : ''} ${s.name}`;

/** A colour-contrast check axe left undecided (a background image, an overlap, a gradient…). */
export interface Undecided {
  screen: string;
  target: string;
  reason: string;
  html: string;
}

/** Per rule: how many nodes violated it and on which screens; every screen checked; every undecided contrast. */
export class Tally {
  readonly byRule = new Map<string, { nodes: number; screens: Set<string> }>();
  readonly checked: Screen[] = [];
  readonly undecided: Undecided[] = [];
  /** Free lines for the summary (the colour-weak figures…). */
  readonly notes: string[] = [];

  add(screen: Screen, found: Violation[], nodes: Map<string, number>, undecided: Undecided[]) {
    this.checked.push(screen);
    this.undecided.push(...undecided);
    for (const v of found) {
      const entry = this.byRule.get(v.rule) ?? { nodes: 0, screens: new Set<string>() };
      entry.nodes += nodes.get(v.rule) ?? 1;
      entry.screens.add(labelOf(screen));
      this.byRule.set(v.rule, entry);
    }
  }

  summary(): string {
    const lines: string[] = [];
    const distinct = <T>(xs: T[]) => [...new Set(xs)];
    // The matrix: per variant and role, distinct screens × themes × locales.
    for (const variant of distinct(this.checked.map((s) => s.variant))) {
      for (const role of distinct(this.checked.filter((s) => s.variant === variant).map((s) => s.role))) {
        const mine = this.checked.filter((s) => s.variant === variant && s.role === role);
        const names = distinct(mine.map((s) => s.name));
        const themes = distinct(mine.map((s) => s.theme));
        const locales = distinct(mine.map((s) => s.locale));
        lines.push(
          `  ${variant || 'as shipped'}, ${role}: ${names.length} screens × ${themes.length} themes (${themes.join(', ')}) × ${locales.length} locales (${locales.join(', ')}) = ${mine.length} checks`,
        );
      }
    }
    const violating = [...this.byRule].map(([rule, { nodes, screens }]) => `  ${rule}: ${nodes} nodes on ${screens.size} screens`);
    const nodes = [...this.byRule.values()].reduce((n, r) => n + r.nodes, 0);
    lines.push(`  violations (serious/critical): ${this.byRule.size} rules, ${nodes} nodes${violating.length ? '\n' + violating.join('\n') : ''}`);
    // Undecided contrast: grouped by reason, each distinct element once with the number of screens it was on.
    const byReason = new Map<string, Map<string, { html: string; screens: Set<string> }>>();
    for (const u of this.undecided) {
      const targets = byReason.get(u.reason) ?? byReason.set(u.reason, new Map()).get(u.reason)!;
      const t = targets.get(u.target) ?? targets.set(u.target, { html: u.html, screens: new Set() }).get(u.target)!;
      t.screens.add(u.screen);
    }
    lines.push(
      `  color-contrast incomplete (axe could not decide): ${this.undecided.length} nodes, ${[...byReason.values()].reduce((n, m) => n + m.size, 0)} distinct`,
    );
    for (const [reason, targets] of byReason) {
      lines.push(`    ${reason}: ${targets.size} distinct elements`);
      const shown = [...targets].slice(0, 6);
      for (const [target, { html, screens }] of shown) lines.push(`      ${target} ${html} (on ${screens.size} screens, e.g. ${[...screens][0]})`);
      if (targets.size > shown.length) lines.push(`      … ${targets.size - shown.length} more`);
    }
    lines.push(...this.notes.map((n) => `  ${n}`));
    return `axe: ${this.checked.length} screen checks\n${lines.join('\n')}`;
  }
}

async function ensureAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

/** Runs axe on the page as it is now; `within` limits it to one part (a drawer, a popover). */
export async function checkPage(page: Page, screen: Screen, tally: Tally, within?: string): Promise<Violation[]> {
  await ensureAxe(page);
  const results = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    // target-size (WCAG 2.2: 24 px targets or spacing) is off in axe by default; Lighthouse checks it.
    const r = await axe.run(selector ? { include: [selector] } : document, {
      resultTypes: ['violations', 'incomplete'],
      rules: { 'target-size': { enabled: true } },
    });
    const violations = r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.map(
          (n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1, 2).join('').trim()})` : ''}`,
        ),
      }));
    const undecided = r.incomplete
      .filter((v) => v.id === 'color-contrast')
      .flatMap((v) =>
        v.nodes.map((n) => {
          const data = (n.any[0]?.data ?? {}) as { messageKey?: string; fgColor?: string; bgColor?: string; contrastRatio?: number };
          const colours = data.fgColor ? ` ${data.fgColor} on ${data.bgColor ?? '?'}${data.contrastRatio ? ` ${data.contrastRatio}:1` : ''}` : '';
          return { target: n.target.join(' '), reason: data.messageKey ?? 'unknown', html: `${n.html.slice(0, 100)}${colours}` };
        }),
      );
    return { violations, undecided };
  }, within ?? null);
  const nodes = new Map(results.violations.map((r) => [r.rule, r.nodes.length]));
  const label = labelOf(screen);
  const found = results.violations.map((r) => ({ rule: r.rule, impact: r.impact, help: r.help, where: `${label}: ${r.nodes.slice(0, 4).join(' | ')}` }));
  tally.add(
    screen,
    found,
    nodes,
    results.undecided.map((u) => ({ ...u, screen: label })),
  );
  return found;
}

/** A text and the colours axe found it drawn in (before any CSS filter), with the ratio it needs. */
export interface ContrastPair {
  target: string;
  fg: [number, number, number];
  bg: [number, number, number];
  expected: number;
}

/** Every text axe measured for contrast on the page (passed or failed), with its colours. */
export async function contrastPairs(page: Page): Promise<ContrastPair[]> {
  await ensureAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const r = await axe.run(document, { runOnly: ['color-contrast'], resultTypes: ['passes', 'violations'] });
    const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    return [...r.passes, ...r.violations].flatMap((v) =>
      v.nodes.flatMap((n) => {
        const check = [...n.any, ...n.all, ...n.none].find((c) => c.id === 'color-contrast');
        const data = check?.data as { fgColor?: string; bgColor?: string; expectedContrastRatio?: string } | undefined;
        if (!data?.fgColor || !data.bgColor) return [];
        return [{ target: n.target.join(' '), fg: rgb(data.fgColor), bg: rgb(data.bgColor), expected: parseFloat(data.expectedContrastRatio ?? '4.5') }];
      }),
    );
  });
}

/** WCAG contrast ratio of two sRGB colours. */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const lum = (c: [number, number, number]) => {
    const [r, g, b2] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** CSS `invert(amount)` on one colour (what colorWeak's `filter: invert(80%)` does to every pixel). */
export const invert = (c: [number, number, number], amount: number): [number, number, number] =>
  c.map((v) => Math.round(v * (1 - amount) + (255 - v) * amount)) as [number, number, number];

/** No transitions or animations: axe must see the final colours, and the run goes faster. */
export const NO_MOTION_CSS = '*, *::before, *::after { transition: none !important; animation: none !important; }';
