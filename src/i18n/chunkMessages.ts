/**
 * Messages that come with the code that shows them (a record screen's part, in its chunk) instead of
 * in every page's catalogue (features/<locale>.ts): kept beside that code as
 * `locale/<locale>.chunk.ts`, added as its module loads, and read by the i18n provider where its
 * catalogue has no such key. The policy list's first load then carries none of them.
 */
import { FALLBACK_LOCALE, type Locale } from './locales';
import type { Tree } from './messageTree';

const trees: Record<Locale, Tree[]> = { 'en-US': [], 'zh-CN': [] };
const texts: Record<Locale, Map<string, string>> = { 'en-US': new Map(), 'zh-CN': new Map() };

function flatten(tree: Tree, into: Map<string, string>, prefix = ''): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else flatten(value, into, `${prefix}${key}.`);
  }
}

/** A chunk's messages, one tree per locale. */
export function addChunkMessages(messages: Record<Locale, Tree>): void {
  for (const locale of Object.keys(texts) as Locale[]) {
    trees[locale].push(messages[locale]);
    flatten(messages[locale], texts[locale]);
  }
}

/** The chunks' messages added so far (the catalogue's own, and its completeness tests). */
export const chunkTrees = (locale: Locale): readonly Tree[] => trees[locale];

/** A chunk's message in `locale`, else in the fallback locale. */
export const chunkMessage = (locale: string, key: string): string | undefined => texts[locale as Locale]?.get(key) ?? texts[FALLBACK_LOCALE].get(key);
