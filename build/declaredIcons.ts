/**
 * The console's icons by name (`virtual:declared-icons`), generated from resources/lib/icons.ts so that
 * a new icon is one line there. Each is a static import of its own @mui/icons-material module: the
 * first paint has its icons, and only the listed ones are bundled. Registered for the build, the dev
 * server and Vitest alike (vite.config.ts, vitest.config.ts); typed in src/vite-env.d.ts.
 */
import type { Plugin } from 'vite';
// With its extension, as Vite's native config loader (its coming default) needs: vitest.config.ts imports this file.
import { ICONS } from '../resources/lib/icons.ts';

export const DECLARED_ICONS = 'virtual:declared-icons';

export function declaredIcons(): Plugin {
  const id = `\0${DECLARED_ICONS}`;
  const entries = Object.entries(ICONS);
  const code = [
    ...entries.map(([, module], i) => `import Icon${i} from '@mui/icons-material/${module}';`),
    `export const icons = { ${entries.map(([name], i) => `${JSON.stringify(name)}: Icon${i}`).join(', ')} };`,
  ].join('\n');
  return {
    name: 'mds-declared-icons',
    resolveId: (source) => (source === DECLARED_ICONS ? id : null),
    load: (loaded) => (loaded === id ? code : null),
  };
}
