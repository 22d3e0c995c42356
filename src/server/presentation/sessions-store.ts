import { randomBytes } from "node:crypto";

import { and, eq, gt, isNull } from "drizzle-orm";

import type { Db } from "../db/client";
import { presentationSessions } from "../db/schema";
import { SESSION_DURATION_MS, type SessionClaims } from "./session";

/**
 * Deck sessions on the server. The signed cookie alone proved only that this server once issued
 * it; a row here is what "Lock" can take back, so a copy of the cookie in another browser stops
 * working at the same moment (docs/decisions/0005-presentation-gate.md).
 */

/** Open a session at `now`: its row and the claims to sign into the cookie. */
export async function openDeckSession(db: Db, now: Date): Promise<SessionClaims> {
  // 18 random bytes: 24 base64url characters, not guessable and cheap to index.
  const sid = randomBytes(18).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_DURATION_MS);
  await db.insert(presentationSessions).values({ id: sid, createdAt: now, expiresAt });
  return { sid, exp: expiresAt.getTime() };
}

/** True while the session exists, has not been revoked and has not expired at `now`. */
export async function isDeckSessionActive(db: Db, sid: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: presentationSessions.id })
    .from(presentationSessions)
    .where(
      and(
        eq(presentationSessions.id, sid),
        isNull(presentationSessions.revokedAt),
        gt(presentationSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/** End a session for every holder of its cookie. Revoking twice keeps the first time. */
export async function revokeDeckSession(db: Db, sid: string, now: Date): Promise<void> {
  await db
    .update(presentationSessions)
    .set({ revokedAt: now })
    .where(and(eq(presentationSessions.id, sid), isNull(presentationSessions.revokedAt)));
}
