import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { RECORDS_PAGE_SIZE } from "@/features/admin/page-sizes";

import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { queryRows } from "../db/client";
import {
  listDeckAccess,
  listSubscribers,
  parsePage,
  removeSubscriber,
  subscriberCsvRows,
} from "./records";

describeEachDatabase("owner's subscribers and deck access log", (url) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(url);
    await t.db.execute(
      sql`insert into newsletter_subscribers (email, created_at)
          select 'reader' || g || '@x.example', '2030-01-01T00:00:00Z'::timestamptz + g * interval '1 hour'
          from generate_series(1, ${RECORDS_PAGE_SIZE + 5}) g`,
    );
    await t.db.execute(
      sql`insert into email_outbox (kind, recipient, subject, text_body, html_body)
          values ('newsletter-welcome', 'reader1@x.example', 'Welcome', 'x', 'x'),
                 ('newsletter-welcome', 'reader2@x.example', 'Welcome', 'x', 'x')`,
    );
    await t.db.execute(
      sql`insert into presentation_access_log (created_at, client_ip, user_agent, success)
          values ('2030-01-01T10:00:00Z', '203.0.113.9', 'Firefox', false),
                 ('2030-01-01T10:01:00Z', '203.0.113.9', null, true)`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists subscribers newest first, a page at a time", async () => {
    const first = await listSubscribers(t.db, 1);
    expect(first).toMatchObject({ total: RECORDS_PAGE_SIZE + 5, pageCount: 2 });
    expect(first.rows[0]!.email).toBe(`reader${RECORDS_PAGE_SIZE + 5}@x.example`);
    expect((await listSubscribers(t.db, 2)).rows.map((row) => row.email)).toHaveLength(5);
    expect(parsePage(new URLSearchParams("page=2"))).toBe(2);
    expect(parsePage(new URLSearchParams("page=-1"))).toBe(1);
    expect(parsePage(new URLSearchParams("page=abc"))).toBe(1);
  });

  it("exports every subscriber and removes one with its welcome mail", async () => {
    const rows = [];
    for await (const batch of subscriberCsvRows(t.db)) rows.push(...batch);
    expect(rows).toHaveLength(RECORDS_PAGE_SIZE + 5);
    const [reader1] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from newsletter_subscribers where email = 'reader1@x.example'`,
    );
    expect(await removeSubscriber(t.db, reader1!.id)).toBe(true);
    expect(await removeSubscriber(t.db, reader1!.id)).toBe(false);
    expect(await removeSubscriber(t.db, "nope")).toBe(false);
    const mail = await queryRows<{ recipient: string }>(
      t.db,
      sql`select recipient from email_outbox`,
    );
    expect(mail.map((row) => row.recipient)).toEqual(["reader2@x.example"]);
    expect((await listSubscribers(t.db, 1)).total).toBe(RECORDS_PAGE_SIZE + 4);
  });

  it("lists deck access attempts newest first with IP, user agent and outcome", async () => {
    const log = await listDeckAccess(t.db, 1);
    expect(log.total).toBe(2);
    expect(
      log.rows.map(({ clientIp, userAgent, success }) => ({ clientIp, userAgent, success })),
    ).toEqual([
      { clientIp: "203.0.113.9", userAgent: null, success: true },
      { clientIp: "203.0.113.9", userAgent: "Firefox", success: false },
    ]);
  });
});
