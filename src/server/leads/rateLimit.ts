// A per-client token bucket: `burst` submissions at once, refilled at `perMinute`. In memory,
// so each server instance counts on its own.
export function tokenBucket({ burst, perMinute }: { burst: number; perMinute: number }) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refill = (bucket: { tokens: number; at: number }, now: number) => {
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 60_000) * perMinute);
    bucket.at = now;
  };
  return {
    /** Takes a token for this client; false when it has none left. */
    take(client: string, now = Date.now()): boolean {
      const bucket = buckets.get(client) ?? { tokens: burst, at: now };
      refill(bucket, now);
      buckets.set(client, bucket);
      if (buckets.size > 10_000) for (const [key, other] of buckets) if ((refill(other, now), other.tokens >= burst)) buckets.delete(key);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
