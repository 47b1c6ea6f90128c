/** longtext: paragraphs, shown and searched like text (its form input has several lines). */
import type { ListKind } from './kind';
import { textKind } from './text';

export const longtextKind: ListKind<'longtext'> = textKind;
