import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";

import {
  NEWSLETTER_EMAIL_MESSAGE,
  newsletterMessages,
} from "@/features/newsletter/newsletter-schema";

import { queryRows, type Db } from "../db/client";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { emptyQueue, sendQueuedMail } from "../../../test/jobs";
import { recordingTransport } from "../../../test/mail";
import {
  NEWSLETTER_CONFIRMED_PATH,
  handleNewsletterFormPost,
  newsletterPage,
} from "./newsletter-form-post";

describeEachDatabase("POST /newsletter (the sign-up without JavaScript)", (url) => {
  let test: TestDb;
  let db: Db;
  let transport: ReturnType<typeof recordingTransport>;

  beforeAll(async () => {
    test = await createTestDb(url);
    db = test.db;
  });
  afterAll(() => test.close());
  beforeEach(async () => {
    await db.execute(
      sql`truncate newsletter_subscribers, email_outbox, rate_limit_events restart identity`,
    );
    await emptyQueue(db);
    transport = recordingTransport();
  });
  /** The queue's worker sends what the sign-up queued. */
  const settled = () => sendQueuedMail(db, transport);

  const send = (
    email: string,
    headers: Record<string, string> = { "sec-fetch-site": "same-origin" },
  ) =>
    handleNewsletterFormPost(
      new Request("http://127.0.0.1/newsletter", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": "198.51.100.30",
          ...headers,
        },
        body: new URLSearchParams({ email }).toString(),
      }),
      { db: async () => db },
    );
  const subscribers = () =>
    queryRows<{ email: string }>(db, sql`select email from newsletter_subscribers`);

  it("subscribes and redirects to the confirmation, alike for a new and a known address", async () => {
    expect(await send("Priya@Readers.example")).toEqual({
      kind: "redirect",
      location: NEWSLETTER_CONFIRMED_PATH,
    });
    expect(await send("priya@readers.example")).toEqual({
      kind: "redirect",
      location: NEWSLETTER_CONFIRMED_PATH,
    });
    expect(await subscribers()).toEqual([{ email: "priya@readers.example" }]);
    await settled();
    expect(transport.sent).toHaveLength(1);
    expect(newsletterPage(new URLSearchParams("subscribed=1")).done).toBe(
      newsletterMessages.success,
    );
  });

  it("renders the form again with the message and what was typed", async () => {
    expect(await send("priya@")).toEqual({
      kind: "render",
      view: {
        status: 422,
        email: "priya@",
        fieldError: NEWSLETTER_EMAIL_MESSAGE,
        attribution: expect.any(String),
      },
    });
    expect(await subscribers()).toHaveLength(0);
  });

  it("keeps where the visit came from: the sending page's address when no script filled it in", async () => {
    const referer = {
      "sec-fetch-site": "same-origin",
      referer: "http://127.0.0.1/blog?utm_source=newsletter-swap&utm_campaign=spring&gclid=Cj0abc",
    };
    const again = await send("meera@", referer);
    expect(again.kind).toBe("render");
    // Shown again after an error, the form keeps it: its next post comes from /newsletter itself.
    const kept = again.kind === "render" ? again.view.attribution : undefined;
    expect(JSON.parse(kept!)).toMatchObject({
      first: null,
      last: { landingPath: "/blog", utmSource: "newsletter-swap", gclid: "Cj0abc" },
    });
    await handleNewsletterFormPost(
      new Request("http://127.0.0.1/newsletter", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
          referer: "http://127.0.0.1/newsletter",
        },
        body: new URLSearchParams({
          email: "meera@readers.example",
          attribution: kept!,
        }).toString(),
      }),
      { db: async () => db },
    );
    expect(
      await queryRows(
        db,
        sql`select email, landing_path, utm_source, utm_campaign, gclid from newsletter_subscribers`,
      ),
    ).toEqual([
      {
        email: "meera@readers.example",
        landing_path: "/blog",
        utm_source: "newsletter-swap",
        utm_campaign: "spring",
        gclid: "Cj0abc",
      },
    ]);
  });

  it("refuses a post from another site", async () => {
    expect(await send("priya@readers.example", { "sec-fetch-site": "cross-site" })).toMatchObject({
      kind: "refused",
      status: 403,
    });
    expect(await subscribers()).toHaveLength(0);
  });
});
