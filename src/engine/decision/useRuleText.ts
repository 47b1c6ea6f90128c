import { useLocaleState, useTranslate } from 'react-admin';
import type { DisclosureReport, RuleName } from '../../../resources/lib/disclosure';

/**
 * ACRO's rule parameters, as resources/lib/disclosure.ts `DEFAULT_RULES` holds them (a test keeps
 * the two equal): imported from there, they would bring its CSV parser into this screen's code.
 */
export const RULE_PARAMETERS = { dominance: { n: 2, k: 0.9 }, pRatio: 0.1 } as const;

/** The arguments each rule's explanation takes; also the list of rules this screen words. */
const ARGS: Record<RuleName, (report: DisclosureReport, percent: (x: number) => string) => Record<string, string | number>> = {
  threshold: (report) => ({ threshold: report.threshold }),
  zeros: () => ({}),
  dominance: (_, percent) => ({ n: RULE_PARAMETERS.dominance.n, k: RULE_PARAMETERS.dominance.k, percent: percent(RULE_PARAMETERS.dominance.k) }),
  pRatio: (_, percent) => ({ p: RULE_PARAMETERS.pRatio, percent: percent(RULE_PARAMETERS.pRatio) }),
  formulas: () => ({}),
  manual: () => ({}),
};

/** A disclosure rule's name and what it fails, in the reader's language. */
export function useRuleText(report: DisclosureReport) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const percent = (x: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(x);
  return (rule: RuleName) => {
    const args = Object.hasOwn(ARGS, rule) ? ARGS[rule](report, percent) : {};
    return {
      name: translate(`mds.engine.decision.disclosure.rule.${rule}`, { _: rule }),
      explanation: translate(`mds.engine.decision.disclosure.explain.${rule}`, { ...args, _: '' }),
    };
  };
}
