import chineseMessages from 'ra-language-chinese';
import type { Tree } from '../messageTree';
import { raChineseCompletion } from '../locale/ra-zh-CN-completion';
import zhCN from '../locale/zh-CN';

/**
 * Every zh-CN message but the declarations' and the validation rules': react-admin's and the
 * console's own first, then every feature's and page's (each kept beside its code, in
 * locale/zh-CN.ts). One chunk, loaded for zh-CN only: an en-US page downloads none of it.
 */
const modules = import.meta.glob<Tree>(['../../**/locale/zh-CN.ts', '!../locale/*'], { eager: true, import: 'default' });

export default [
  chineseMessages as unknown as Tree,
  raChineseCompletion,
  zhCN,
  ...Object.keys(modules)
    .sort()
    .map((file) => modules[file]),
];
