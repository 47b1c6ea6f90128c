/** A catalogue of messages as nested keys, the shape both locale files of the login page have. */
export type Tree = { [key: string]: string | Tree };
