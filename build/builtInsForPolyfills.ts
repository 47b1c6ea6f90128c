/**
 * node-polyglot (react-admin's translations) requires polyfills of what every browser the build
 * targets has built in: `object.entries` brings get-intrinsic, call-bind and their kin (about
 * 13 KB before compression) into every console page. They are answered with the built-ins.
 */
import type { Plugin } from 'vite';

const SHIMS: Record<string, string> = {
  'object.entries': 'module.exports = Object.entries;',
  hasown: 'module.exports = Object.hasOwn;',
};

export function builtInsForPolyfills(): Plugin {
  const prefix = '\0built-in:';
  return {
    name: 'mds-built-ins-for-polyfills',
    enforce: 'pre',
    resolveId: (source) => (source in SHIMS ? prefix + source : null),
    load: (id) => (id.startsWith(prefix) ? SHIMS[id.slice(prefix.length)] : null),
  };
}
