import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { LEAD_MESSAGES } from "@/features/leads/schema";
import { rateLimitMessage } from "@/features/leads/submit-lead";

import { queryRows, type Db } from "../db/client";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { emptyQueue, sendQueuedMail } from "../../../test/jobs";
import { recordingTransport } from "../../../test/mail";
import { CROSS_SITE_MESSAGE } from "../http/same-origin";
import { handleLeadFormPost, presetLeadForm } from "./lead-form-post";

const T0 = new Date("2030-01-01T10:00:00.000Z");

const lead = {
  name: "Vikram Shah",
  email: "vikram@shah-textiles.example",
  phone: "+91 99887 76655",
  company: "Shah Textiles",
  location: "Surat, India",
  serviceType: "CTO-As-A-Service",
  requirements: "A fractional CTO for our ERP rebuild",
};

/** A browser's form post from one of our pages (form-encoded, same-origin). */
function formPost(
  fields: Record<string, string>,
  headers: Record<string, string> = { "sec-fetch-site": "same-origin" },
  ip = "198.51.100.1",
) {
  return new Request("http://127.0.0.1/enquiry", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": ip,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

describeEachDatabase("POST /enquiry (the enquiry form without JavaScript)", (url) => {
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
      sql`truncate contact_submissions, email_outbox, rate_limit_events restart identity`,
    );
    await emptyQueue(db);
    transport = recordingTransport();
  });

  const send = (request: Request) =>
    handleLeadFormPost(request, { db: async () => db, now: () => T0 });
  const rows = () =>
    queryRows<{ id: string; name: string; submission_id: string }>(
      db,
      sql`select id, name, submission_id from contact_submissions`,
    );

  it("stores the enquiry and answers with a redirect to /thank-you for it", async () => {
    const submissionId = randomUUID();
    const result = await send(formPost({ ...lead, submissionId, website: "" }));
    const stored = await rows();
    expect(stored).toEqual([
      { id: expect.any(String), name: "Vikram Shah", submission_id: submissionId },
    ]);
    expect(result).toEqual({
      kind: "redirect",
      location: `/thank-you?lead=${encodeURIComponent(stored[0]!.id)}`,
    });
    await sendQueuedMail(db, transport);
    expect(transport.sent).toHaveLength(2);
  });

  it("stores the attribution the page's script filled in, or else the sending page's address", async () => {
    const filled = JSON.stringify({
      first: null,
      last: { landingPath: "/", utmSource: "google", utmMedium: "cpc", gclid: "Cj0abc" },
    });
    await send(formPost({ ...lead, attribution: filled }));
    await send(
      formPost(
        { ...lead, email: "no-script@x.example", attribution: "" },
        {
          "sec-fetch-site": "same-origin",
          referer: "http://127.0.0.1/contact?utm_source=x-post&gclid=Cj0def",
        },
      ),
    );
    expect(
      await queryRows(
        db,
        sql`select email, landing_path, utm_source, gclid from contact_submissions order by email`,
      ),
    ).toEqual([
      {
        email: "no-script@x.example",
        landing_path: "/contact",
        utm_source: "x-post",
        gclid: "Cj0def",
      },
      { email: lead.email, landing_path: "/", utm_source: "google", gclid: "Cj0abc" },
    ]);
  });

  it("keeps the attribution in the form it shows again after an error", async () => {
    const result = await send(
      formPost(
        { ...lead, email: "not-an-address" },
        {
          "sec-fetch-site": "same-origin",
          referer: "http://127.0.0.1/contact?utm_campaign=launch",
        },
      ),
    );
    expect(result.kind).toBe("render");
    const kept = result.kind === "render" ? JSON.parse(result.view.attribution!) : null;
    expect(kept.last).toMatchObject({ landingPath: "/contact", utmCampaign: "launch" });
  });

  it("stores a post without a submission id (sent before the island ran) under its own", async () => {
    const result = await send(formPost({ ...lead, submissionId: "" }));
    expect(result.kind).toBe("redirect");
    expect((await rows())[0]!.submission_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("stores a replay with the same submission id once, and sends both to the same thank-you", async () => {
    const submissionId = randomUUID();
    const first = await send(formPost({ ...lead, submissionId }));
    const again = await send(formPost({ ...lead, submissionId }));
    expect(again).toEqual(first);
    expect(await rows()).toHaveLength(1);
  });

  it("renders the form again with the product's messages and everything typed, storing nothing", async () => {
    const submissionId = randomUUID();
    const typed = { ...lead, name: "A", email: "not-an-email", phone: "12345" };
    const result = await send(formPost({ ...typed, submissionId }));
    expect(result.kind).toBe("render");
    if (result.kind !== "render") return;
    expect(result.view.status).toBe(422);
    expect(result.view.fieldErrors).toEqual({
      name: LEAD_MESSAGES.name,
      email: LEAD_MESSAGES.email,
      phone: expect.any(String),
    });
    expect(result.view.values).toEqual(typed);
    // Sending the corrected form again is the same fill: one enquiry however often it is sent.
    expect(result.view.submissionId).toBe(submissionId);
    expect(await rows()).toHaveLength(0);
  });

  it("files an enquiry about AI safety as that service, in the row and the team's mail", async () => {
    const result = await send(formPost({ ...lead, serviceType: "AI Safety & Vision Systems" }));
    expect(result.kind).toBe("redirect");
    expect(await queryRows(db, sql`select service_type from contact_submissions`)).toEqual([
      { service_type: "AI Safety & Vision Systems" },
    ]);
    await sendQueuedMail(db, transport);
    expect(transport.sent.map((mail) => mail.subject)).toContain(
      "New enquiry: AI Safety & Vision Systems from Vikram Shah",
    );
  });

  it("refuses a service the form does not offer with the service message", async () => {
    const result = await send(formPost({ ...lead, serviceType: "Free lunch" }));
    expect(result.kind === "render" && result.view.fieldErrors).toEqual({
      serviceType: LEAD_MESSAGES.serviceType,
    });
  });

  it("answers a filled honeypot like a success, keeping and sending nothing", async () => {
    const result = await send(formPost({ ...lead, website: "https://spam.example" }));
    expect(result).toEqual({
      kind: "redirect",
      location: expect.stringMatching(/^\/thank-you\?lead=/),
    });
    expect(await rows()).toHaveLength(0);
    await sendQueuedMail(db, transport);
    expect(transport.sent).toHaveLength(0);
  });

  it("refuses a post from another site (Sec-Fetch-Site, else Origin) and stores nothing", async () => {
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of crossSite) {
      expect(await send(formPost(lead, headers))).toEqual({
        kind: "refused",
        status: 403,
        message: CROSS_SITE_MESSAGE,
      });
    }
    expect(await rows()).toHaveLength(0);
    // A browser without Sec-Fetch-Site still sends Origin: our own host passes.
    const own = await send(formPost(lead, { origin: "http://127.0.0.1", host: "127.0.0.1" }));
    expect(own.kind).toBe("redirect");
  });

  it("limits form posts like the JSON API: the 6th in 10 minutes gets the rate-limit message", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await send(formPost(lead, undefined, "192.0.2.70"))).kind).toBe("redirect");
    }
    const limited = await send(formPost(lead, undefined, "192.0.2.70"));
    expect(limited.kind).toBe("render");
    if (limited.kind !== "render") return;
    expect(limited.view.status).toBe(429);
    expect(limited.view.formError).toBe(rateLimitMessage(600));
    expect(limited.view.values.name).toBe(lead.name);
  });

  it("answers 415 for a body that is not form-encoded and 413 over 32 KB", async () => {
    const json = new Request("http://127.0.0.1/enquiry", {
      method: "POST",
      headers: { "content-type": "text/plain", "sec-fetch-site": "same-origin" },
      body: "name=x",
    });
    expect(await send(json)).toMatchObject({ kind: "refused", status: 415 });
    const big = await send(formPost({ ...lead, requirements: "x".repeat(33 * 1024) }));
    expect(big).toMatchObject({ kind: "refused", status: 413 });
  });

  it("shows the onboarding's project step as the enquiry form preset to its service", async () => {
    const result = await send(
      formPost({ step: "project", service: "ai", projectDetails: "Lead follow-up", timeline: "" }),
    );
    expect(result.kind === "render" && result.view.values).toEqual({
      serviceType: "AI Automation",
      requirements: "Project details: Lead follow-up",
    });
    expect(await rows()).toHaveLength(0);
  });
});

describe("presetLeadForm", () => {
  it("presets a service by name or by onboarding card, and ignores anything else", () => {
    expect(presetLeadForm({ service: "MVP Development" }).values).toEqual({
      serviceType: "MVP Development",
    });
    expect(presetLeadForm({ service: "cto" }).values).toEqual({ serviceType: "CTO-As-A-Service" });
    expect(presetLeadForm({ service: "safety" }).values).toEqual({
      serviceType: "AI Safety & Vision Systems",
    });
    expect(presetLeadForm({ service: "toString" }).values).toEqual({});
    expect(presetLeadForm({}).submissionId).not.toBe(presetLeadForm({}).submissionId);
  });
});
