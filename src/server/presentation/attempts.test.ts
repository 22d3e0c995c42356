import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { presentationAccessLog } from "../db/schema";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import {
  FAILURE_WINDOW_MS,
  MAX_FAILURES,
  attemptUnlock,
  lockoutStatus,
  type AttemptInput,
} from "./attempts";
import { hashPassword, verifyPassword } from "./password";

const PASSWORD = "deck-password-42";
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD, { N: 1024, r: 8, p: 1 });
});

describeEachDatabase("presentation attempts", (url) => {
  let test: TestDb;
  const t0 = new Date("2025-03-01T10:00:00.000Z");
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const attempt = (overrides: Partial<AttemptInput>) =>
    attemptUnlock(test.db, {
      password: "wrong guess",
      passwordHash,
      ip: "203.0.113.7",
      userAgent: "Vitest",
      now: t0,
      ...overrides,
    });

  beforeAll(async () => {
    test = await createTestDb(url);
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.db.delete(presentationAccessLog);
  });

  it("unlocks with the right password and logs every attempt without the password", async () => {
    expect(await attempt({ password: "nope" })).toEqual({ status: "wrong" });
    expect(await attempt({ password: PASSWORD, now: at(1000) })).toEqual({ status: "unlocked" });
    const rows = await test.db.select().from(presentationAccessLog);
    expect(rows.map((row) => [row.clientIp, row.userAgent, row.success])).toEqual([
      ["203.0.113.7", "Vitest", false],
      ["203.0.113.7", "Vitest", true],
    ]);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
    expect(JSON.stringify(rows)).not.toContain("nope");
  });

  it("after 5 failures refuses the 6th attempt and the right password, with Retry-After", async () => {
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect(await attempt({ now: at(i * 60_000) })).toEqual({ status: "wrong" });
    }
    // 5 failures at minutes 0..4; now minute 5: the oldest leaves the window at minute 15.
    const sixth = await attempt({ now: at(5 * 60_000) });
    expect(sixth.status).toBe("limited");
    const right = await attempt({ password: PASSWORD, now: at(5 * 60_000 + 1000) });
    expect(right.status).toBe("limited");
    const rows = await test.db
      .select()
      .from(presentationAccessLog)
      .where(eq(presentationAccessLog.success, true));
    expect(rows).toHaveLength(0);
    // Refused attempts are logged too (as failures).
    expect(await test.db.select().from(presentationAccessLog)).toHaveLength(7);
  });

  it("computes Retry-After as the time until the oldest counted failure leaves the window", async () => {
    for (let i = 0; i < MAX_FAILURES; i++) await attempt({ now: at(i * 60_000) });
    expect(await lockoutStatus(test.db, "203.0.113.7", at(5 * 60_000))).toEqual({
      limited: true,
      retryAfterSeconds: 10 * 60,
    });
    expect(await lockoutStatus(test.db, "203.0.113.7", at(FAILURE_WINDOW_MS - 1000))).toEqual({
      limited: true,
      retryAfterSeconds: 1,
    });
    expect(await lockoutStatus(test.db, "203.0.113.7", at(FAILURE_WINDOW_MS))).toEqual({
      limited: false,
    });
  });

  it("lets the right password in once the window has moved past the failures", async () => {
    for (let i = 0; i < MAX_FAILURES; i++) await attempt({ now: at(i * 1000) });
    expect((await attempt({ password: PASSWORD, now: at(5000) })).status).toBe("limited");
    // The refused attempt at 5 s counts too: 5 failures remain until the one at 1 s leaves.
    expect((await attempt({ password: PASSWORD, now: at(FAILURE_WINDOW_MS + 500) })).status).toBe(
      "limited",
    );
    expect(await attempt({ password: PASSWORD, now: at(FAILURE_WINDOW_MS + 5_001) })).toMatchObject(
      { status: "unlocked" },
    );
  });

  it("tells the locked visitor exactly how long to wait", async () => {
    for (let i = 0; i < MAX_FAILURES; i++) await attempt({ now: at(i * 60_000) });
    const refused = await attempt({ now: at(5 * 60_000) });
    // The refusal itself joins the window: fewer than 5 remain once minute 1's failure leaves.
    expect(refused).toEqual({ status: "limited", retryAfterSeconds: 11 * 60 });
    const later = await attempt({ password: PASSWORD, now: at(16 * 60_000) });
    expect(later).toEqual({ status: "unlocked" });
  });

  it("counts failures per IP: another address is not locked out", async () => {
    for (let i = 0; i < MAX_FAILURES; i++) await attempt({ now: at(i) });
    expect((await attempt({ password: PASSWORD, now: at(10) })).status).toBe("limited");
    expect(await attempt({ ip: "198.51.100.9", password: PASSWORD, now: at(10) })).toEqual({
      status: "unlocked",
    });
  });

  it("successes do not count towards the limit", async () => {
    for (let i = 0; i < 10; i++) await attempt({ password: PASSWORD, now: at(i) });
    for (let i = 0; i < MAX_FAILURES - 1; i++) await attempt({ now: at(100 + i) });
    expect(await attempt({ password: PASSWORD, now: at(200) })).toEqual({ status: "unlocked" });
  });

  it("refuses a locked-out IP before hashing: no scrypt for the 6th attempt or the right password", async () => {
    const verify = vi.fn(verifyPassword);
    for (let i = 0; i < MAX_FAILURES; i++) await attempt({ now: at(i * 1000), verify });
    expect(verify).toHaveBeenCalledTimes(MAX_FAILURES);
    verify.mockClear();
    expect((await attempt({ now: at(6000), verify })).status).toBe("limited");
    expect((await attempt({ password: PASSWORD, now: at(7000), verify })).status).toBe("limited");
    expect(verify).not.toHaveBeenCalled();
    // The refusals are still logged as failures, so the lock holds.
    expect(await test.db.select().from(presentationAccessLog)).toHaveLength(MAX_FAILURES + 2);
    // Another address still gets its password checked.
    expect(
      await attempt({ ip: "198.51.100.9", password: PASSWORD, now: at(8000), verify }),
    ).toEqual({ status: "unlocked" });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("holds the limit under parallel guesses", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt({ now: at(i) })));
    expect(results.filter((result) => result.status === "wrong")).toHaveLength(MAX_FAILURES);
    expect(results.filter((result) => result.status === "limited")).toHaveLength(3);
  });
});
