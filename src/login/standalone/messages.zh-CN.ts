import chinese from 'ra-language-chinese';
import own from '../../i18n/locale/zh-CN';
import type { Tree } from '../../i18n/messageTree';

export default { ...own, ra: { input: chinese.ra.input } } as unknown as Tree;
