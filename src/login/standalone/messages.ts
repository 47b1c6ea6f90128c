/**
 * The login page's messages, one locale at a time (the other is fetched when the user switches):
 * the console's own shell messages and react-admin's input texts, not the whole catalogue.
 */
import type { Locale } from '../../i18n/locales';
import { serverMessageKey } from '../../i18n/serverMessages';
import type { Tree } from '../../i18n/messageTree';

const loaders: Record<Locale, () => Promise<{ default: Tree }>> = {
  'en-US': () => import('./messages.en-US'),
  'zh-CN': () => import('./messages.zh-CN'),
};

export const loadLoginMessages = async (locale: Locale): Promise<Tree> => (await loaders[locale]()).default;

const lookup = (tree: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/** Polyglot's `%{name}` interpolation and `_` default, which is all the login texts use. */
export function translator(messages: Tree) {
  return (key: string, options: Record<string, unknown> = {}): string => {
    const foreign = serverMessageKey(key);
    const args = foreign ? { ...options, ...foreign.args } : options;
    const text = lookup(messages, foreign ? foreign.key : key) ?? (typeof options._ === 'string' ? options._ : key);
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
  };
}
