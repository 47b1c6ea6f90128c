/** The full catalogue per locale: react-admin's, ours, the validation rules' and every declaration's. */
import englishMessages from 'ra-language-english';
import type { ResourceDecl } from '../../resources/lib/schema';
import { validationMessages } from '../../resources/lib/messages';
import enUS from './locale/en-US';
import { chunkTrees } from './chunkMessages';
import { featureTrees } from './featureMessages';
import { FALLBACK_LOCALE, type Locale } from './locales';
import type { Tree } from './messageTree';

export { LOCALES, DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale } from './locales';

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

const resourceMessages = (decls: readonly ResourceDecl[], locale: Locale): Tree => ({
  resources: Object.fromEntries(decls.map((d) => [d.name, d.messages[locale] as unknown as Tree])),
});

/**
 * A locale's catalogue, with or without its features' and pages' messages (featureMessages.ts).
 * en-US's react-admin and console messages are here, the fallback of every locale; zh-CN's come
 * first in its features' chunk (features/zh-CN.ts), which a zh-CN page loads before it renders.
 */
function messagesOf(decls: readonly ResourceDecl[], locale: Locale, features: boolean): Tree {
  const own = features ? [...featureTrees(locale), ...chunkTrees(locale)] : [];
  const core = locale === 'en-US' ? [englishMessages as unknown as Tree, enUS] : [];
  return deepMerge(...core, ...own, { mds: { validation: validationMessages[locale] } }, resourceMessages(decls, locale));
}

/** One locale's own catalogue, without fallback (what the completeness test checks). */
export const ownMessages = (decls: readonly ResourceDecl[], locale: Locale): Tree => messagesOf(decls, locale, true);

/**
 * What the console uses: the locale's catalogue over the en-US fallback. The fallback leaves the
 * features' and pages' en-US messages out (their chunk is not downloaded for zh-CN): the
 * completeness test holds zh-CN to every one of them.
 */
export const catalogue = (decls: readonly ResourceDecl[], locale: Locale): Tree =>
  locale === FALLBACK_LOCALE ? ownMessages(decls, locale) : deepMerge(messagesOf(decls, FALLBACK_LOCALE, false), ownMessages(decls, locale));
