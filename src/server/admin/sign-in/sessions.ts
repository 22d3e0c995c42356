import { and, eq, isNull } from "drizzle-orm";

import { ADMIN_SESSION_DAYS, ADMIN_SESSION_IDLE_HOURS } from "@/lib/retention";

import type { Db } from "../../db/client";
import { adminSessions } from "../../db/schema";
import { isOwner, ownerEmails } from "./owners";
import { hashToken, looksLikeToken, randomToken } from "./secrets";
import { cutText } from "@/lib/cut-text";

/**
 * Owner sessions stored in the database (docs/decisions/0011-owner-sign-in.md): revocable one by
 * one ("Sign out") or all of an owner's ("Sign out everywhere"); they end after 12 hours without
 * a request or 7 days after sign-in, whichever comes first, and the moment the address leaves
 * OWNER_EMAILS.
 */
export const SESSION_IDLE_MS = ADMIN_SESSION_IDLE_HOURS * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = ADMIN_SESSION_DAYS * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often (not on every click). */
export const SESSION_TOUCH_MS = 60 * 1000;

export type OwnerSession = { sessionId: string; email: string; csrfToken: string };

export type NewSession = OwnerSession & {
  /** The cookie's value (only its hash is stored). */
  token: string;
  expiresAt: Date;
};

export async function createSession(
  db: Db,
  email: string,
  options: { now?: Date; userAgent?: string | null } = {},
): Promise<NewSession> {
  const now = options.now ?? new Date();
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const [row] = await db
    .insert(adminSessions)
    .values({
      tokenHash: hashToken(token),
      email,
      csrfToken,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      userAgent: options.userAgent ? cutText(options.userAgent, 300) : null,
    })
    .returning({ id: adminSessions.id });
  return { sessionId: row!.id, email, csrfToken, token, expiresAt };
}

/**
 * The live session of a cookie value, or null: unknown, revoked, idle for 12 hours, past its 7
 * days, or of an address no longer in OWNER_EMAILS. Marks it seen (at most once a minute).
 */
export async function loadSession(
  db: Db,
  token: string | undefined,
  options: { now?: Date; owners?: readonly string[] } = {},
): Promise<OwnerSession | null> {
  if (!looksLikeToken(token)) return null;
  const now = options.now ?? new Date();
  const [row] = await db
    .select()
    .from(adminSessions)
    .where(eq(adminSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt) return null;
  if (now.getTime() >= row.expiresAt.getTime()) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_IDLE_MS) return null;
  if (!isOwner(row.email, options.owners ?? ownerEmails())) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    await db
      .update(adminSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(adminSessions.id, row.id), isNull(adminSessions.revokedAt)));
  }
  return { sessionId: row.id, email: row.email, csrfToken: row.csrfToken };
}

/** "Sign out": this session only. */
export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
}

/** "Sign out everywhere": every session of this owner, on every device. Returns how many. */
export async function revokeAllSessions(db: Db, email: string, now = new Date()): Promise<number> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.email, email), isNull(adminSessions.revokedAt)))
    .returning({ id: adminSessions.id });
  return rows.length;
}
