/**
 * Every react-admin list imports its default CSV exporter, and with it the converter (jsonexport),
 * though only an export runs it: react-admin's import of it gets a stand-in that fetches the
 * converter, in a chunk of its own, when an export first calls it.
 */
import type { Plugin } from 'vite';

export function converterWhenExported(): Plugin {
  const id = '\0lazy:jsonexport';
  const source = 'jsonexport/dist/index.js';
  return {
    name: 'mds-converter-when-exported',
    enforce: 'pre',
    resolveId: (imported, importer) => (imported === source && importer?.includes('/ra-core/') ? id : null),
    load: (loaded) =>
      loaded === id
        ? `const converter = () => import('${source}').then((m) => m.default);
export default (...args) => {
  const done = args.at(-1);
  if (typeof done !== 'function') return converter().then((convert) => convert(...args));
  converter().then((convert) => convert(...args), done);
};`
        : null,
  };
}
