/**
 * react-router names no production build in its package exports, so a bundler gets its development
 * build, dev warnings and all: the console's build takes the production files it ships beside them.
 * Every import of it is redirected, so one copy (one router context) is bundled.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export function routerProductionBuild(): Plugin {
  const dist = path.resolve('node_modules/react-router/dist/production');
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'mds-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source in files ? path.join(dist, files[source]) : null),
  };
}
