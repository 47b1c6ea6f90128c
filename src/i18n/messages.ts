/** The full catalogue per locale: react-admin's, ours, the validation rules' and every declaration's. */
import englishMessages from 'ra-language-english';
import chineseMessages from 'ra-language-chinese';
import type { ResourceDecl } from '../../resources/lib/schema';
import { validationMessages } from '../../resources/lib/messages';
import { raChineseCompletion } from './locale/ra-zh-CN-completion';
import enUS from './locale/en-US';
import zhCN from './locale/zh-CN';

import { FALLBACK_LOCALE, type Locale } from './locales';

export { LOCALES, DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale } from './locales';

type Tree = { [key: string]: string | Tree };

export function deepMerge(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [k, v] of Object.entries(tree)) {
      const prev = out[k];
      out[k] = typeof v === 'object' && typeof prev === 'object' ? deepMerge(prev, v) : typeof v === 'object' ? deepMerge(v) : v;
    }
  }
  return out;
}

// Messages kept beside each feature and page, in its own locale/en-US.ts and locale/zh-CN.ts.
const featureMessages = {
  'en-US': import.meta.glob<Tree>(['../**/locale/en-US.ts', '!./locale/*'], { eager: true, import: 'default' }),
  'zh-CN': import.meta.glob<Tree>(['../**/locale/zh-CN.ts', '!./locale/*'], { eager: true, import: 'default' }),
};
const featureTrees = (locale: Locale): Tree[] =>
  Object.keys(featureMessages[locale])
    .sort()
    .map((k) => featureMessages[locale][k]);

const resourceMessages = (decls: readonly ResourceDecl[], locale: Locale): Tree => ({
  resources: Object.fromEntries(decls.map((d) => [d.name, d.messages[locale] as unknown as Tree])),
});

/** One locale's own catalogue, without fallback (what the completeness test checks). */
export function ownMessages(decls: readonly ResourceDecl[], locale: Locale): Tree {
  return locale === 'en-US'
    ? deepMerge(
        englishMessages as unknown as Tree,
        enUS,
        ...featureTrees(locale),
        { mds: { validation: validationMessages['en-US'] } },
        resourceMessages(decls, locale),
      )
    : deepMerge(
        chineseMessages as unknown as Tree,
        raChineseCompletion,
        zhCN,
        ...featureTrees(locale),
        { mds: { validation: validationMessages['zh-CN'] } },
        resourceMessages(decls, locale),
      );
}

/** What the console uses: the locale's catalogue over the en-US fallback. */
export const catalogue = (decls: readonly ResourceDecl[], locale: Locale): Tree =>
  locale === FALLBACK_LOCALE ? ownMessages(decls, locale) : deepMerge(ownMessages(decls, FALLBACK_LOCALE), ownMessages(decls, locale));
