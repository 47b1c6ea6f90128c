import english from 'ra-language-english';
import own from '../../i18n/locale/en-US';
import type { Tree } from '../../i18n/messageTree';

export default { ...own, ra: { input: english.ra.input } } as unknown as Tree;
