import type { Tree } from '../messageTree';

/** Every feature's and page's zh-CN messages (each kept beside its code, in locale/zh-CN.ts): one chunk, loaded for zh-CN only. */
const modules = import.meta.glob<Tree>(['../../**/locale/zh-CN.ts', '!../locale/*'], { eager: true, import: 'default' });

export default Object.keys(modules)
  .sort()
  .map((file) => modules[file]);
