/** What a server answers the contract suite: the HTTP status and the contract's envelope. */
export interface Envelope<T = unknown> {
  data: T;
  status: 'ok' | 'fail';
  msg: string;
  code: number;
}

export interface Reply<T = unknown> {
  http: number;
  body: Envelope<T>;
  /** The answer's headers (a record's ETag). */
  headers?: Headers;
}
