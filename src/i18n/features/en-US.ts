import type { Tree } from '../messageTree';

/** Every feature's and page's en-US messages (each kept beside its code, in locale/en-US.ts): one chunk, loaded for en-US only. */
const modules = import.meta.glob<Tree>(['../../**/locale/en-US.ts', '!../locale/*'], { eager: true, import: 'default' });

export default Object.keys(modules)
  .sort()
  .map((file) => modules[file]);
