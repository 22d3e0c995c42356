import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";

import { presentationSessions } from "../db/schema";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { SESSION_DURATION_MS } from "./session";
import { isDeckSessionActive, openDeckSession, revokeDeckSession } from "./sessions-store";

describeEachDatabase("deck sessions on the server", (url) => {
  let test: TestDb;
  const t0 = new Date("2026-03-01T10:00:00.000Z");
  const at = (ms: number) => new Date(t0.getTime() + ms);

  beforeAll(async () => {
    test = await createTestDb(url);
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.db.delete(presentationSessions);
  });

  it("opens a session with an unguessable id that lasts 8 hours", async () => {
    const a = await openDeckSession(test.db, t0);
    const b = await openDeckSession(test.db, t0);
    expect(a.sid).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(a.sid).not.toBe(b.sid);
    expect(a.exp).toBe(t0.getTime() + SESSION_DURATION_MS);
    expect(await isDeckSessionActive(test.db, a.sid, at(SESSION_DURATION_MS - 1))).toBe(true);
  });

  it("expires on the server at 8 hours, whatever the cookie says", async () => {
    const { sid } = await openDeckSession(test.db, t0);
    expect(await isDeckSessionActive(test.db, sid, at(SESSION_DURATION_MS))).toBe(false);
  });

  it("a revoked session is refused for every holder; others stay open", async () => {
    const locked = await openDeckSession(test.db, t0);
    const other = await openDeckSession(test.db, t0);
    await revokeDeckSession(test.db, locked.sid, at(60_000));
    expect(await isDeckSessionActive(test.db, locked.sid, at(60_001))).toBe(false);
    expect(await isDeckSessionActive(test.db, other.sid, at(60_001))).toBe(true);
    // Revoking again keeps the first time.
    await revokeDeckSession(test.db, locked.sid, at(120_000));
    const rows = await test.db.select().from(presentationSessions);
    expect(rows.find((r) => r.id === locked.sid)?.revokedAt?.toISOString()).toBe(
      at(60_000).toISOString(),
    );
  });

  it("an id it never issued is not a session", async () => {
    expect(await isDeckSessionActive(test.db, "AbCdEfGhIjKlMnOpQrStUvWx", t0)).toBe(false);
  });
});
