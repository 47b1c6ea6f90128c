import { useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_RULES, type DisclosureReport, type RuleName } from '../../../resources/lib/disclosureRules';

/** The arguments each rule's explanation takes; also the list of rules this screen words. */
const ARGS: Record<RuleName, (report: DisclosureReport, percent: (x: number) => string) => Record<string, string | number>> = {
  threshold: (report) => ({ threshold: report.threshold }),
  zeros: () => ({}),
  dominance: (_, percent) => ({ n: DEFAULT_RULES.dominance.n, k: DEFAULT_RULES.dominance.k, percent: percent(DEFAULT_RULES.dominance.k) }),
  pRatio: (_, percent) => ({ p: DEFAULT_RULES.pRatio, percent: percent(DEFAULT_RULES.pRatio) }),
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
