import { and, desc, eq, gt, sql } from "drizzle-orm";

import type { Db } from "../db/client";
import { presentationAccessLog } from "../db/schema";
import { verifyPassword } from "./password";
import { cutText } from "@/lib/cut-text";

/**
 * Password attempts on the deck: every one is logged (time, client IP, user agent, success; never
 * the password), and an IP with 5 failures in the last 15 minutes is refused, right password or
 * not, until enough of them leave the window. Counting rows in the database keeps the limit true
 * across restarts and several app instances.
 */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const USER_AGENT_MAX = 512;

export type Lockout = { limited: false } | { limited: true; retryAfterSeconds: number };

/**
 * Whether `ip` is locked out at `now`. Refused attempts count as failures too, so hammering a
 * locked gate keeps it locked; Retry-After is the time until fewer than 5 failures remain in the
 * window (with exactly 5, until the oldest leaves it).
 */
export async function lockoutStatus(db: Db, ip: string, now: Date): Promise<Lockout> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const recent = await db
    .select({ createdAt: presentationAccessLog.createdAt })
    .from(presentationAccessLog)
    .where(
      and(
        eq(presentationAccessLog.clientIp, ip),
        eq(presentationAccessLog.success, false),
        gt(presentationAccessLog.createdAt, since),
      ),
    )
    .orderBy(desc(presentationAccessLog.createdAt))
    .limit(MAX_FAILURES);
  if (recent.length < MAX_FAILURES) return { limited: false };
  const releasing = recent[MAX_FAILURES - 1]!.createdAt.getTime();
  const waitMs = releasing + FAILURE_WINDOW_MS - now.getTime();
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export type AttemptInput = {
  password: string;
  passwordHash: string;
  ip: string;
  userAgent: string | null;
  now?: Date;
  /** The password check (scrypt); injectable so tests can see whether it ran. */
  verify?: (password: string, encoded: string) => Promise<boolean>;
};

export type AttemptResult =
  { status: "unlocked" } | { status: "wrong" } | { status: "limited"; retryAfterSeconds: number };

/**
 * One password attempt. A locked-out IP is refused before the password is hashed: each scrypt
 * costs ~100 ms of CPU and 32 MiB, and a flood from a locked address must not buy that (20
 * connections once slowed /api/health tenfold). Saying "locked" sooner leaks nothing: the 429
 * says it anyway. For an IP that is not locked out, the decision is taken again after hashing,
 * inside a per-IP lock, so parallel guesses cannot slip past the count.
 */
export async function attemptUnlock(db: Db, input: AttemptInput): Promise<AttemptResult> {
  const now = input.now ?? new Date();
  const userAgent = input.userAgent ? cutText(input.userAgent, USER_AGENT_MAX) : null;
  const verify = input.verify ?? verifyPassword;

  const decide = (matches: boolean | null) =>
    db.transaction(async (tx): Promise<AttemptResult | null> => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`presentation:${input.ip}`}))`);
      const lockout = await lockoutStatus(tx as unknown as Db, input.ip, now);
      // Before hashing (`matches` null), an IP that is not locked out goes on to the hash.
      if (matches === null && !lockout.limited) return null;
      const success = matches === true && !lockout.limited;
      await tx
        .insert(presentationAccessLog)
        .values({ clientIp: input.ip, userAgent, success, createdAt: now });
      if (lockout.limited) {
        // This refusal is itself a failure in the window: recompute what the visitor must wait.
        const after = await lockoutStatus(tx as unknown as Db, input.ip, now);
        return {
          status: "limited",
          retryAfterSeconds: after.limited ? after.retryAfterSeconds : lockout.retryAfterSeconds,
        };
      }
      return success ? { status: "unlocked" } : { status: "wrong" };
    });

  const early = await decide(null);
  if (early) return early;
  const matches = await verify(input.password, input.passwordHash);
  return (await decide(matches))!;
}
