import { defineConfig, mergeConfig } from 'vite';
import fs from 'node:fs';
import base from './vite.config';
export default mergeConfig(base, defineConfig({
  plugins: [{ name: 'sizes', generateBundle(_o, bundle) {
    const out: Record<string, Record<string, number>> = {};
    for (const [name, c] of Object.entries(bundle)) if (c.type === 'chunk') { out[name] = {}; for (const [id, m] of Object.entries(c.modules)) out[name][id.replace(/^.*node_modules\//, 'nm/').replace(process.cwd(), '')] = m.renderedLength; }
    fs.writeFileSync('/tmp/x/modules.json', JSON.stringify(out));
  } }],
}));
