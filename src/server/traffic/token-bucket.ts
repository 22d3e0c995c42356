import { createHmac, randomBytes } from "node:crypto";

/**
 * A per-client limit for beacons that never stores the client's address
 * (docs/decisions/0026-first-party-visit-counts.md): in memory only, keyed by an HMAC of the
 * address under a random key made when the process starts and never written anywhere, so the
 * keys cannot be turned back into addresses even from a memory dump's table alone, and mean
 * nothing after a restart. Each client has a bucket of `capacity` tokens refilled at
 * `capacity` per minute. Per instance: several instances each allow the rate, which is enough
 * for a counter (an enquiry's limit is the database's, src/server/rate-limit.ts).
 */
export type TokenBuckets = { take: (address: string, now?: number) => boolean; size: () => number };

/** Buckets beyond this are dropped oldest first (a flood of addresses cannot grow memory). */
const MAX_CLIENTS = 50_000;

export function tokenBuckets(capacity: number, salt = randomBytes(32)): TokenBuckets {
  const perMs = capacity / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(address, now = Date.now()) {
      const key = createHmac("sha256", salt).update(address).digest("base64url").slice(0, 22);
      const bucket = buckets.get(key);
      const tokens = bucket
        ? Math.min(capacity, bucket.tokens + (now - bucket.at) * perMs)
        : capacity;
      // Re-inserted so the Map's order is least recently seen first.
      buckets.delete(key);
      if (buckets.size >= MAX_CLIENTS) buckets.delete(buckets.keys().next().value!);
      const allowed = tokens >= 1;
      buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: now });
      return allowed;
    },
    size: () => buckets.size,
  };
}
