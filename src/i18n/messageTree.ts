/** A catalogue of messages as nested keys: every locale file's shape. */
export type Tree = { [key: string]: string | Tree };
