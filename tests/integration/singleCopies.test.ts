/**
 * One copy of each npm package in the console's bundle: two versions of a package
 * (e.g. @mui/system 7 from @mui/material and 9 from ra-ui-materialui) are downloaded twice and
 * can disagree at run time (two theme contexts). Checked twice:
 * - the lock file: every package the client is built from resolves to one version;
 * - a real production build (not written to disk): every module of node_modules that ends up in a
 *   chunk comes from one installed directory per package name, and from its production build
 *   (react-router names only its development build in its exports; vite.config.ts redirects it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';

const CLIENT_PACKAGES = [
  /^@mui\//,
  /^@emotion\//,
  /^react$/,
  /^react-dom$/,
  /^react-router(-dom)?$/,
  /^react-admin$/,
  /^ra-(core|ui-materialui|data-simple-rest|i18n-polyglot)$/,
  /^@tanstack\/(react-query|query-core)$/,
  /^react-hook-form$/,
  /^recharts$/,
  /^scheduler$/,
];

/** The package a path inside node_modules belongs to, and the directory it is installed in. */
function packageOf(file: string): { name: string; dir: string } | undefined {
  const at = file.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const m = /^(@[^/]+\/[^/?]+|[^/?]+)/.exec(file.slice(at + 'node_modules/'.length));
  if (!m) return undefined;
  return { name: m[1], dir: file.slice(0, at + 'node_modules/'.length + m[1].length) };
}

describe('one copy of each package in the client', () => {
  it('package-lock.json resolves every client package to one version', () => {
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string; dev?: boolean }> };
    const versions = new Map<string, Set<string>>();
    for (const [where, entry] of Object.entries(lock.packages)) {
      const pkg = packageOf(where);
      if (!pkg || entry.dev || !CLIENT_PACKAGES.some((re) => re.test(pkg.name))) continue;
      if (!versions.has(pkg.name)) versions.set(pkg.name, new Set());
      versions.get(pkg.name)!.add(entry.version ?? '?');
    }
    expect(versions.get('@mui/material')?.size).toBe(1);
    const twice = [...versions].filter(([, v]) => v.size > 1).map(([name, v]) => `${name}: ${[...v].join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('a production build bundles each npm package from one directory', { timeout: 180_000 }, async () => {
    const dirs = new Map<string, Set<string>>();
    const developmentBuilds = new Set<string>();
    const record: Plugin = {
      name: 'record-bundled-packages',
      generateBundle(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const id of Object.keys(chunk.modules)) {
            const file = id.split(path.sep).join('/');
            const pkg = packageOf(file);
            if (!pkg) continue;
            if (file.includes('/dist/development/')) developmentBuilds.add(file.slice(file.lastIndexOf('node_modules/')));
            if (!dirs.has(pkg.name)) dirs.set(pkg.name, new Set());
            dirs.get(pkg.name)!.add(pkg.dir);
          }
        }
      },
    };
    // As `npm run build` does: vitest sets NODE_ENV=test, which would keep development-only code.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ logLevel: 'silent', mode: 'production', build: { write: false }, plugins: [record] });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    // The build did see the framework.
    for (const name of ['react', 'react-dom', '@mui/material', '@mui/system', 'ra-core', 'recharts']) expect(dirs.has(name), name).toBe(true);
    const twice = [...dirs].filter(([, d]) => d.size > 1).map(([name, d]) => `${name}: ${[...d].join(', ')}`);
    expect(twice).toEqual([]);
    expect([...developmentBuilds]).toEqual([]);
  });
});
