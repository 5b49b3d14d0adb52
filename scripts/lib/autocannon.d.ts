// autocannon ships no types: the one call `npm run loadtest:pages` makes (scripts/loadtest-pages.ts).
declare module 'autocannon' {
  /** Per-second request counts or latencies in ms, as percentiles. */
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: { url: string; connections?: number; duration?: number; headers?: Record<string, string> }): Promise<Result>;
}
