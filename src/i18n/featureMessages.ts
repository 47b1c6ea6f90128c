/**
 * The messages kept beside each feature and page come in one chunk per locale, so that a console
 * page downloads its locale's only. src/main.tsx loads the stored locale's beside the console's
 * code; a change of locale loads the other's (the i18n provider waits for it).
 */
import type { Locale } from './locales';
import type { Tree } from './messageTree';

const chunks: Record<Locale, () => Promise<{ default: Tree[] }>> = {
  'en-US': () => import('./features/en-US'),
  'zh-CN': () => import('./features/zh-CN'),
};
const loaded: Partial<Record<Locale, Tree[]>> = {};

export async function loadFeatureMessages(locale: Locale): Promise<void> {
  loaded[locale] ??= (await chunks[locale]()).default;
}

export const hasFeatureMessages = (locale: Locale): boolean => loaded[locale] !== undefined;

export function featureTrees(locale: Locale): Tree[] {
  const trees = loaded[locale];
  if (!trees) throw new Error(`The ${locale} messages are not loaded yet: await loadFeatureMessages('${locale}') first`);
  return trees;
}
