// @fastify/rate-limit's counts, kept where several instances see them (PostgreSQL), so that they
// enforce one limit between them.
import type { LeadStore } from './leads/types.ts';

/** @fastify/rate-limit's store interface over the lead store's shared counter. */
export function sharedRateLimitStore(countHit: NonNullable<LeadStore['countHit']>) {
  return class SharedRateLimitStore {
    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countHit(key, timeWindow).then(({ hits, msLeft }) => done(null, { current: hits, ttl: msLeft }), done);
    }
    child() {
      return this;
    }
  };
}
