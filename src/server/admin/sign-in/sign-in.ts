import "@content/schemas/zod-config";
import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";

import { ADMIN_SIGN_IN_LINK_MINUTES } from "@/lib/retention";

import type { Db } from "../../db/client";
import { jobQueueFor } from "../../jobs/lifecycle";
import { adminSignInTokens } from "../../db/schema";
import { mailContext } from "../../email/context";
import { queueMessages, wakeMailWorkers, type OutboxMessage } from "../../email/outbox";
import { adminSignIn, type MailContext } from "../../email/templates";
import { consumeRateLimit, rateLimitKey } from "../../rate-limit";
import { isOwner, normaliseEmail, ownerEmails, safeNextPath } from "./owners";
import { createSession, type NewSession } from "./sessions";
import { hashToken, looksLikeToken, randomToken } from "./secrets";

/**
 * Sign-in by a one-time link (docs/decisions/0011-owner-sign-in.md). Asking for a link answers
 * the same whether or not the address is an owner's; only an owner's gets a token (32 random
 * bytes, stored as its SHA-256, valid 15 minutes, used once) and a mail through the outbox.
 */
export const SIGN_IN_TOKEN_MINUTES = ADMIN_SIGN_IN_LINK_MINUTES;
/**
 * Per client IP, and per address from one IP, in the rate limiter's 10-minute window. Never per
 * address alone: then anyone, from any addresses, could use up an owner's requests and keep
 * the owner's own link from being sent.
 */
export const SIGN_IN_LIMIT_PER_IP = 10;
export const SIGN_IN_LIMIT_PER_ADDRESS_AND_IP = 5;

export const CALLBACK_PATH = "/admin/login/callback";

const emailSchema = z.email({ message: "Enter a valid email address" }).max(254);

export type SignInRequestResult =
  | { kind: "invalid"; error: string }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  /** The same for owners and everyone else. */
  | { kind: "requested" };

export type SignInRequestOptions = {
  ip: string;
  /** Origin of the link in the mail ("https://www.site.example"). */
  linkOrigin: string;
  nextPath?: string | null;
  now?: Date;
  owners?: readonly string[];
  context?: MailContext;
  /** Print the link in the server log (the file mail transport, a laptop's first run). */
  logLink?: boolean;
};

export async function requestSignIn(
  db: Db,
  input: string | null | undefined,
  options: SignInRequestOptions,
): Promise<SignInRequestResult> {
  const parsed = emailSchema.safeParse(normaliseEmail(input ?? ""));
  if (!parsed.success) return { kind: "invalid", error: "Enter a valid email address" };
  const email = parsed.data;
  const now = options.now ?? new Date();

  // Both limits are counted for every address, owner or not, so a 429 says nothing either.
  for (const [bucket, key, limit] of [
    ["admin-sign-in-ip", rateLimitKey(options.ip), SIGN_IN_LIMIT_PER_IP],
    [
      "admin-sign-in-address-ip",
      rateLimitKey(`${email} ${options.ip}`),
      SIGN_IN_LIMIT_PER_ADDRESS_AND_IP,
    ],
  ] as const) {
    const decision = await consumeRateLimit(db, { bucket, key, limit, now });
    if (!decision.allowed) {
      return { kind: "rate-limited", retryAfterSeconds: decision.retryAfterSeconds };
    }
  }

  if (!isOwner(email, options.owners ?? ownerEmails())) {
    if (options.logLink) {
      console.log("[admin] sign-in asked for an address not in OWNER_EMAILS: no link sent");
    }
    return { kind: "requested" };
  }

  const { link, row } = newSignInLink(email, options.linkOrigin, options.nextPath, now);
  const mail = adminSignIn(
    link,
    { validMinutes: SIGN_IN_TOKEN_MINUTES },
    options.context ?? mailContext(),
  );
  const message: OutboxMessage = {
    kind: "admin-sign-in",
    recipient: email,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  };
  const queue = await jobQueueFor(db);
  await db.transaction(async (tx) => {
    await tx.insert(adminSignInTokens).values(row);
    await queueMessages(tx, queue, [message], now);
  });
  if (options.logLink) console.log(`[admin] sign-in link for ${email}: ${link}`);
  // Queued, never sent before the answer: an owner's answer takes no longer than anyone else's.
  wakeMailWorkers(queue, 1);
  return { kind: "requested" };
}

/** A one-time link and the row that stores its token (as its SHA-256). */
function newSignInLink(
  email: string,
  linkOrigin: string,
  nextPath: string | null | undefined,
  now: Date,
) {
  const token = randomToken();
  return {
    link: `${linkOrigin.replace(/\/+$/, "")}${CALLBACK_PATH}?token=${token}`,
    row: {
      tokenHash: hashToken(token),
      email,
      nextPath: safeNextPath(nextPath),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_TOKEN_MINUTES * 60 * 1000),
    },
  };
}

/**
 * A sign-in link for an owner, made on the server's shell (`npm run admin:link EMAIL`, before
 * mail works): the same one-time link as the mail's, returned instead of sent, and logged.
 * Null for an address that is not an owner's.
 */
export async function createSignInLink(
  db: Db,
  input: string,
  options: { linkOrigin: string; now?: Date; owners?: readonly string[] },
): Promise<string | null> {
  const email = normaliseEmail(input);
  if (!isOwner(email, options.owners ?? ownerEmails())) return null;
  const { link, row } = newSignInLink(email, options.linkOrigin, null, options.now ?? new Date());
  await db.insert(adminSignInTokens).values(row);
  console.log(`[admin] sign-in link made on the server's shell for ${email}`);
  return link;
}

/** Whether a link is still good (the confirm page), without using it. */
export async function signInTokenIsValid(
  db: Db,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  const [row] = await db
    .select({ id: adminSignInTokens.id })
    .from(adminSignInTokens)
    .where(
      and(
        eq(adminSignInTokens.tokenHash, hashToken(token)),
        isNull(adminSignInTokens.usedAt),
        gt(adminSignInTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type RedeemResult =
  { kind: "signed-in"; session: NewSession; nextPath: string } | { kind: "invalid" };

/**
 * Use a link: marks it used (one statement, so two clicks at once cannot both win) and opens a
 * session, when it is known, unused, unexpired and its address is still an owner's.
 */
export async function redeemSignIn(
  db: Db,
  token: string | null | undefined,
  options: { now?: Date; owners?: readonly string[]; userAgent?: string | null } = {},
): Promise<RedeemResult> {
  if (!looksLikeToken(token)) return { kind: "invalid" };
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminSignInTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(adminSignInTokens.tokenHash, hashToken(token)),
          isNull(adminSignInTokens.usedAt),
          gt(adminSignInTokens.expiresAt, now),
        ),
      )
      .returning({ email: adminSignInTokens.email, nextPath: adminSignInTokens.nextPath });
    if (!row || !isOwner(row.email, options.owners ?? ownerEmails())) {
      return { kind: "invalid" as const };
    }
    const session = await createSession(tx as unknown as Db, row.email, {
      now,
      userAgent: options.userAgent,
    });
    return { kind: "signed-in" as const, session, nextPath: safeNextPath(row.nextPath) };
  });
}
