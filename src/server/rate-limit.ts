import { createHash } from "node:crypto";

import { sql } from "drizzle-orm";

import { queryRows, type Db, type Tx } from "./db/client";

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const RATE_LIMIT_WINDOW_MS = 10 * 60 * 1000;

/** The stored key for a client: a hash, so the table never holds a raw IP address. */
export function rateLimitKey(ip: string): string {
  return createHash("sha256").update(ip).digest("hex");
}

/**
 * Count one action of `key` in `bucket`, or refuse it when `limit` actions already happened in
 * the window. Counted in the database so that the limit holds across app instances; a
 * transaction-scoped advisory lock per bucket+key makes the count-then-insert atomic even for
 * concurrent requests from one client. Retry-After runs until the oldest counted action leaves
 * the window.
 */
export async function consumeRateLimit(
  db: Db,
  options: RateLimitOptions,
): Promise<RateLimitDecision> {
  return db.transaction((tx) => consumeRateLimitIn(tx, options));
}

type RateLimitOptions = {
  bucket: string;
  key: string;
  limit: number;
  now: Date;
  windowMs?: number;
};

/**
 * consumeRateLimit inside the caller's transaction, so that the action it counts is written in
 * the same transaction (an enquiry is counted only if it is stored, and the other way round).
 * Old events are deleted by the retention job (src/server/retention.ts), not here.
 */
export async function consumeRateLimitIn(
  tx: Tx,
  options: RateLimitOptions,
): Promise<RateLimitDecision> {
  const { bucket, key, limit, now } = options;
  const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
  const since = new Date(now.getTime() - windowMs);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${bucket}:${key}`}))`);
  const [stats] = await queryRows<{ n: number; oldest: Date | string | null }>(
    tx as unknown as Db,
    sql`select count(*)::int as n, min(created_at) as oldest from rate_limit_events
        where bucket = ${bucket} and key = ${key} and created_at > ${since.toISOString()}`,
  );
  const count = stats?.n ?? 0;
  if (count >= limit) {
    const oldest = stats?.oldest ? new Date(stats.oldest).getTime() : now.getTime();
    const retryAfterMs = oldest + windowMs - now.getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }
  await tx.execute(
    sql`insert into rate_limit_events (bucket, key, created_at)
        values (${bucket}, ${key}, ${now.toISOString()})`,
  );
  return { allowed: true };
}
