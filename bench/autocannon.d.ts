// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Stats {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Stats;
    latency: Stats;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each request may be changed before it is sent (a different path per request). */
    requests?: { setupRequest?: (req: { path: string; [key: string]: unknown }) => { path: string; [key: string]: unknown } }[];
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
