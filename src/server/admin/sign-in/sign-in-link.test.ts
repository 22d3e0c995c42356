import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

import { createTestDb, describeEachDatabase, type TestDb } from "../../../../test/db";
import { queryRows } from "../../db/client";
import { hashToken } from "./secrets";
import { SIGN_IN_TOKEN_MINUTES, createSignInLink, redeemSignIn } from "./sign-in";

const OWNER = "founder@team.example";
const owners = [OWNER];
const T0 = new Date("2030-06-01T09:00:00.000Z");

describeEachDatabase("a sign-in link made on the server's shell (npm run admin:link)", (url) => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createTestDb(url);
  }, 120_000);
  afterAll(() => test.close());

  it("is an owner's one-time link, logged without its token; a stranger gets none", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const link = await createSignInLink(test.db, " Founder@Team.example ", {
        linkOrigin: "https://site.test/",
        now: T0,
        owners,
      });
      const token = /^https:\/\/site\.test\/admin\/login\/callback\?token=([\w-]{43})$/.exec(
        link ?? "",
      )?.[1];
      expect(token, String(link)).toBeDefined();
      expect(log.mock.calls.flat().join("\n")).toContain(
        "[admin] sign-in link made on the server's shell for founder@team.example",
      );
      expect(log.mock.calls.flat().join("\n")).not.toContain(token!);
      const rows = await queryRows<{ token_hash: string; email: string; expires_at: Date }>(
        test.db,
        sql`select token_hash, email, expires_at from admin_sign_in_tokens`,
      );
      expect(rows.map((row) => [row.token_hash, row.email])).toEqual([[hashToken(token!), OWNER]]);
      expect(new Date(rows[0]!.expires_at).getTime() - T0.getTime()).toBe(
        SIGN_IN_TOKEN_MINUTES * 60_000,
      );
      const now = new Date(T0.getTime() + 60_000);
      expect(await redeemSignIn(test.db, token, { now, owners })).toMatchObject({
        kind: "signed-in",
        nextPath: "/admin",
      });
      expect(await redeemSignIn(test.db, token, { now, owners })).toEqual({ kind: "invalid" });

      expect(
        await createSignInLink(test.db, "someone@else.example", {
          linkOrigin: "https://site.test",
          owners,
        }),
      ).toBeNull();
    } finally {
      log.mockRestore();
    }
  });
});
