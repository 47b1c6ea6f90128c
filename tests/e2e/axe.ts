/** axe-core run inside the page: the serious and critical violations of what is on screen. */
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

/** Per rule: how many nodes violated it and on which screens (for the run's summary). */
export class Tally {
  readonly byRule = new Map<string, { nodes: number; screens: Set<string> }>();
  screens = 0;

  add(screen: string, found: Violation[], nodes: Map<string, number>) {
    this.screens++;
    for (const v of found) {
      const entry = this.byRule.get(v.rule) ?? { nodes: 0, screens: new Set<string>() };
      entry.nodes += nodes.get(v.rule) ?? 1;
      entry.screens.add(screen);
      this.byRule.set(v.rule, entry);
    }
  }

  summary(): string {
    const lines = [...this.byRule].map(([rule, { nodes, screens }]) => `  ${rule}: ${nodes} nodes on ${screens.size} screens`);
    return `axe: ${this.screens} screens checked, ${this.byRule.size} serious/critical rules violated${lines.length ? '\n' + lines.join('\n') : ''}`;
  }
}

/** Runs axe on the page as it is now; `within` limits it to one part (a drawer, a popover). */
export async function checkPage(page: Page, screen: string, tally: Tally, within?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const r = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.map(
          (n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1, 2).join('').trim()})` : ''}`,
        ),
      }));
  }, within ?? null);
  const nodes = new Map(results.map((r) => [r.rule, r.nodes.length]));
  const found = results.map((r) => ({ rule: r.rule, impact: r.impact, help: r.help, where: `${screen}: ${r.nodes.slice(0, 4).join(' | ')}` }));
  tally.add(screen, found, nodes);
  return found;
}

/** No transitions or animations: axe must see the final colours, and the run goes faster. */
export const NO_MOTION_CSS = '*, *::before, *::after { transition: none !important; animation: none !important; }';
