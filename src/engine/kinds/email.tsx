/** email: an address, shown and searched like text (its form input is of type email). */
import type { ListKind } from './kind';
import { textKind } from './text';

export const emailKind: ListKind<'email'> = textKind;
