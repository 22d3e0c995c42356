import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { createTestDb, describeEachDatabase, type TestDb } from "../../../../test/db";
import { recordingTransport } from "../../../../test/mail";
import { queryRows, type Db } from "../../db/client";
import { sendQueuedMail } from "../../../../test/jobs";
import { safeNextPath } from "./owners";
import { hashToken } from "./secrets";
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  createSession,
  loadSession,
  revokeAllSessions,
  revokeSession,
} from "./sessions";
import {
  SIGN_IN_LIMIT_PER_ADDRESS_AND_IP,
  SIGN_IN_LIMIT_PER_IP,
  SIGN_IN_TOKEN_MINUTES,
  redeemSignIn,
  requestSignIn,
  signInTokenIsValid,
} from "./sign-in";

const OWNER = "founder@team.example";
const OTHER_OWNER = "cofounder@team.example";
const owners = [OWNER, OTHER_OWNER];
const T0 = new Date("2030-06-01T09:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;
const context = {
  brandName: "Test Co",
  siteUrl: "https://site.test",
  contactEmail: "hello@site.test",
  schedulingUrl: "https://cal.test",
};

describe("safeNextPath", () => {
  it("keeps paths on this site and refuses everything else", () => {
    expect(safeNextPath("/admin/enquiries?status=new")).toBe("/admin/enquiries?status=new");
    for (const bad of [
      "//evil.example/x",
      "https://evil.example",
      "/\\evil.example",
      "admin",
      "",
      null,
    ]) {
      expect(safeNextPath(bad)).toBe("/admin");
    }
  });
});

describeEachDatabase("owner sign-in", (url) => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createTestDb(url);
  }, 120_000);
  afterAll(() => test.close());
  beforeEach(async () => {
    await test.db.execute(sql`truncate admin_sign_in_tokens, admin_sessions, email_outbox,
      rate_limit_events restart identity`);
    vi.restoreAllMocks();
  });

  /** Ask for a link as `email`; the link's token from the mail the worker sends. */
  async function signInLink(db: Db, email: string, options: { next?: string; ip?: string } = {}) {
    const result = await requestSignIn(db, email, {
      ip: options.ip ?? "198.51.100.1",
      linkOrigin: "https://site.test",
      nextPath: options.next,
      now: T0,
      owners,
      context,
    });
    const transport = recordingTransport();
    await sendQueuedMail(db, transport);
    const text = transport.sent.at(-1)?.text ?? "";
    const token = /\/admin\/login\/callback\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    return { result, token, mail: transport.sent };
  }

  it("mails an owner a link; stores only its hash", async () => {
    const db = test.db;
    const { result, token, mail } = await signInLink(db, "  Founder@Team.example ");
    expect(result).toEqual({ kind: "requested" });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(OWNER);
    expect(mail[0]!.subject).toBe("Your sign-in link for Test Co");
    expect(mail[0]!.text).toContain(`within ${SIGN_IN_TOKEN_MINUTES} minutes`);
    expect(token).toBeDefined();
    const rows = await queryRows<{ token_hash: string; email: string }>(
      db,
      sql`select token_hash, email from admin_sign_in_tokens`,
    );
    expect(rows).toEqual([{ token_hash: hashToken(token!), email: OWNER }]);
    expect(JSON.stringify(rows)).not.toContain(token!);
  });

  it("answers a stranger exactly as an owner, and mails nothing", async () => {
    const db = test.db;
    const owner = await signInLink(db, OWNER);
    const stranger = await signInLink(db, "stranger@else.example");
    expect(stranger.result).toEqual(owner.result);
    expect(stranger.mail).toHaveLength(0);
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from admin_sign_in_tokens`,
    );
    expect(count!.n).toBe(1);
  });

  it("refuses a malformed address before anything else", async () => {
    const db = test.db;
    const result = await requestSignIn(db, "not-an-address", {
      ip: "198.51.100.1",
      linkOrigin: "https://site.test",
      owners,
    });
    expect(result).toEqual({ kind: "invalid", error: "Enter a valid email address" });
  });

  it("a link works once: the second use, and a use after 15 minutes, fail", async () => {
    const db = test.db;
    const { token } = await signInLink(db, OWNER, { next: "/admin/enquiries?status=new" });
    expect(await signInTokenIsValid(db, token, at(MINUTE))).toBe(true);
    const first = await redeemSignIn(db, token, { now: at(MINUTE), owners, userAgent: "Test" });
    expect(first).toMatchObject({ kind: "signed-in", nextPath: "/admin/enquiries?status=new" });
    expect(await redeemSignIn(db, token, { now: at(2 * MINUTE), owners })).toEqual({
      kind: "invalid",
    });
    expect(await signInTokenIsValid(db, token, at(2 * MINUTE))).toBe(false);

    const late = await signInLink(db, OWNER);
    const expiry = at(SIGN_IN_TOKEN_MINUTES * MINUTE);
    expect(await signInTokenIsValid(db, late.token, expiry)).toBe(false);
    expect(await redeemSignIn(db, late.token, { now: expiry, owners })).toEqual({
      kind: "invalid",
    });
    expect(await redeemSignIn(db, "x".repeat(43), { now: T0, owners })).toEqual({
      kind: "invalid",
    });
  });

  it("two clicks at once: one session, not two", async () => {
    const db = test.db;
    const { token } = await signInLink(db, OWNER);
    const results = await Promise.all([
      redeemSignIn(db, token, { now: at(MINUTE), owners }),
      redeemSignIn(db, token, { now: at(MINUTE), owners }),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(["invalid", "signed-in"]);
  });

  it("a link of an address removed from OWNER_EMAILS signs nobody in", async () => {
    const db = test.db;
    const { token } = await signInLink(db, OTHER_OWNER);
    expect(await redeemSignIn(db, token, { now: at(MINUTE), owners: [OWNER] })).toEqual({
      kind: "invalid",
    });
  });

  it("limits requests per IP and per address from one IP, owner or not alike", async () => {
    const db = test.db;
    const ask = (email: string, ip: string) =>
      requestSignIn(db, email, { ip, linkOrigin: "https://site.test", now: T0, owners, context });
    for (let index = 0; index < SIGN_IN_LIMIT_PER_ADDRESS_AND_IP; index += 1) {
      expect((await ask(OWNER, "192.0.2.1")).kind).toBe("requested");
      expect((await ask("stranger@else.example", "192.0.2.2")).kind).toBe("requested");
    }
    expect(await ask(OWNER, "192.0.2.1")).toMatchObject({ kind: "rate-limited" });
    expect(await ask("stranger@else.example", "192.0.2.2")).toMatchObject({ kind: "rate-limited" });

    for (let index = 0; index < SIGN_IN_LIMIT_PER_IP; index += 1) {
      expect((await ask(`person${index}@else.example`, "203.0.113.9")).kind).toBe("requested");
    }
    expect(await ask("one-more@else.example", "203.0.113.9")).toMatchObject({
      kind: "rate-limited",
      retryAfterSeconds: 600,
    });
  });

  it("still sends the owner a link after others asked for it from many addresses", async () => {
    const db = test.db;
    const ask = (ip: string) =>
      requestSignIn(db, OWNER, { ip, linkOrigin: "https://site.test", now: T0, owners, context });
    for (let index = 0; index < 20; index += 1) {
      expect((await ask(`192.0.2.${index}`)).kind).toBe("requested");
    }
    await test.db.execute(sql`truncate email_outbox restart identity`);
    expect((await ask("198.51.100.77")).kind).toBe("requested");
    const transport = recordingTransport();
    await sendQueuedMail(db, transport);
    expect(transport.sent.map((mail) => mail.to)).toEqual([OWNER]);
  });

  it("prints the link in the log only when asked (the file mail transport)", async () => {
    const db = test.db;
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await requestSignIn(db, OWNER, {
      ip: "198.51.100.7",
      linkOrigin: "http://127.0.0.1:3000",
      now: T0,
      owners,
      context,
    });
    expect(log).not.toHaveBeenCalled();
    await requestSignIn(db, OWNER, {
      ip: "198.51.100.7",
      linkOrigin: "http://127.0.0.1:3000",
      now: T0,
      owners,
      context,
      logLink: true,
    });
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[admin\] sign-in link for founder@team\.example: http:\/\/127\.0\.0\.1:3000\/admin\/login\/callback\?token=[A-Za-z0-9_-]{43}$/,
      ),
    );
  });
});

describeEachDatabase("owner sessions", (url) => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createTestDb(url);
  }, 120_000);
  afterAll(() => test.close());
  beforeEach(async () => {
    await test.db.execute(sql`truncate admin_sessions`);
  });

  it("stay alive with use, end after 12 idle hours", async () => {
    const db = test.db;
    const session = await createSession(db, OWNER, { now: T0 });
    const hours = (n: number) => at(n * 60 * MINUTE);
    // Used every 11 hours: still alive a day later.
    expect(await loadSession(db, session.token, { now: hours(11), owners })).toMatchObject({
      email: OWNER,
      sessionId: session.sessionId,
      csrfToken: session.csrfToken,
    });
    expect(await loadSession(db, session.token, { now: hours(22), owners })).not.toBeNull();
    // Then 12 hours without a request.
    expect(await loadSession(db, session.token, { now: hours(34), owners })).toBeNull();
    expect(SESSION_IDLE_MS).toBe(12 * 60 * MINUTE);
  });

  it("end 7 days after sign-in however busy", async () => {
    const db = test.db;
    const session = await createSession(db, OWNER, { now: T0 });
    for (let hour = 10; hour < 7 * 24; hour += 10) {
      expect(
        await loadSession(db, session.token, { now: at(hour * 60 * MINUTE), owners }),
      ).not.toBeNull();
    }
    expect(
      await loadSession(db, session.token, { now: at(SESSION_ABSOLUTE_MS), owners }),
    ).toBeNull();
  });

  it("sign out ends one session; sign out everywhere ends all of the owner's, not others'", async () => {
    const db = test.db;
    const laptop = await createSession(db, OWNER, { now: T0 });
    const phone = await createSession(db, OWNER, { now: T0 });
    const tablet = await createSession(db, OWNER, { now: T0 });
    const partner = await createSession(db, OTHER_OWNER, { now: T0 });
    const load = (token: string) => loadSession(db, token, { now: at(MINUTE), owners });

    await revokeSession(db, laptop.sessionId, at(MINUTE));
    expect(await load(laptop.token)).toBeNull();
    expect(await load(phone.token)).not.toBeNull();

    expect(await revokeAllSessions(db, OWNER, at(MINUTE))).toBe(2);
    expect(await load(phone.token)).toBeNull();
    expect(await load(tablet.token)).toBeNull();
    expect(await load(partner.token)).not.toBeNull();
  });

  it("end at once for an address removed from OWNER_EMAILS", async () => {
    const db = test.db;
    const session = await createSession(db, OTHER_OWNER, { now: T0 });
    expect(await loadSession(db, session.token, { now: T0, owners })).not.toBeNull();
    expect(await loadSession(db, session.token, { now: T0, owners: [OWNER] })).toBeNull();
  });

  it("are found by the cookie's hash only; junk is refused unread", async () => {
    const db = test.db;
    const session = await createSession(db, OWNER, { now: T0 });
    const [row] = await queryRows<{ token_hash: string }>(
      db,
      sql`select token_hash from admin_sessions`,
    );
    expect(row!.token_hash).toBe(hashToken(session.token));
    expect(await loadSession(db, row!.token_hash, { now: T0, owners })).toBeNull();
    expect(
      await loadSession(db, "'; drop table admin_sessions; --", { now: T0, owners }),
    ).toBeNull();
  });
});
