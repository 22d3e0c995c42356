import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";

import { seedEnquiry } from "../../../../test/enquiries";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../../test/db";
import { sendQueuedMail } from "../../../../test/jobs";
import { recordingTransport } from "../../../../test/mail";
import { queryRows } from "../../db/client";
import { getEnquiry } from "./enquiries";
import { handleEnquiryAction, type EnquiryActionDeps } from "./enquiry-actions";
import { enquiriesCsv, removeSubscriberAction, subscribersCsv } from "../exports/export-endpoints";

const owner = { email: "owner@site.example" };
const post = (fields: Record<string, string>) =>
  new Request("http://127.0.0.1/admin/enquiries/x/y", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describeEachDatabase("owner's enquiry forms and downloads", (url) => {
  let t: TestDb;
  let mailDir: string;
  let deps: EnquiryActionDeps;
  beforeAll(async () => {
    t = await createTestDb(url);
    mailDir = mkdtempSync(path.join(tmpdir(), "admin-mail-"));
    deps = {
      db: async () => t.db,
      storedMailDir: () => mailDir,
    };
  });
  afterAll(async () => {
    rmSync(mailDir, { recursive: true, force: true });
    await t.close();
  });
  afterEach(async () => {
    await t.db.execute(sql`delete from enquiry_events`);
    await t.db.execute(sql`delete from email_outbox`);
    await t.db.execute(sql`delete from contact_submissions`);
  });

  it("refuses without an owner, and answers 404 for an unknown action", async () => {
    const id = await seedEnquiry(t.db);
    const refused = await handleEnquiryAction(
      post({ status: "won" }),
      { id, action: "status" },
      undefined,
      deps,
    );
    expect(refused.status).toBe(401);
    expect((await getEnquiry(t.db, id))?.status).toBe("new");
    const unknown = await handleEnquiryAction(post({}), { id, action: "archive" }, owner, deps);
    expect(unknown.status).toBe(404);
    expect(
      (await enquiriesCsv(new Request("http://127.0.0.1/api/admin/enquiries.csv"), undefined, deps))
        .status,
    ).toBe(401);
    expect((await subscribersCsv(undefined, deps)).status).toBe(401);
    expect((await removeSubscriberAction(id, undefined, deps)).status).toBe(401);
  });

  it("asks what a client is worth before marking it won, then marks it with the value", async () => {
    const id = await seedEnquiry(t.db);
    const asked = await handleEnquiryAction(
      post({ status: "won" }),
      { id, action: "status" },
      owner,
      deps,
    );
    expect(asked.headers.get("location")).toBe(`/admin/enquiries/${id}?ask=won#won-value`);
    expect((await getEnquiry(t.db, id))?.status).toBe("new");
    const bad = await handleEnquiryAction(
      post({ value: "a lot", currency: "INR" }),
      { id, action: "won" },
      owner,
      deps,
    );
    expect(bad.headers.get("location")).toBe(
      `/admin/enquiries/${id}?ask=won&error=won-value#won-value`,
    );
    const won = await handleEnquiryAction(
      post({ value: "2,40,000", currency: "INR" }),
      { id, action: "won" },
      owner,
      deps,
    );
    expect(won.headers.get("location")).toBe(`/admin/enquiries/${id}?done=won#won-value`);
    expect(await getEnquiry(t.db, id)).toMatchObject({
      status: "won",
      won: { value: 240000, currency: "INR" },
    });
    // Already won: the status chip changes nothing and asks nothing.
    const again = await handleEnquiryAction(
      post({ status: "won" }),
      { id, action: "status" },
      owner,
      deps,
    );
    expect(again.headers.get("location")).toBe(
      `/admin/enquiries/${id}?done=status-unchanged#status`,
    );
  });

  it("saves a status and a note, answering 303 back to the page with what happened", async () => {
    const id = await seedEnquiry(t.db);
    const status = await handleEnquiryAction(
      post({ status: "qualified" }),
      { id, action: "status" },
      owner,
      deps,
    );
    expect(status.status).toBe(303);
    expect(status.headers.get("location")).toBe(`/admin/enquiries/${id}?done=status#status`);
    const bad = await handleEnquiryAction(
      post({ status: "archived" }),
      { id, action: "status" },
      owner,
      deps,
    );
    expect(bad.headers.get("location")).toBe(`/admin/enquiries/${id}?error=status`);
    const note = await handleEnquiryAction(
      post({ note: "Sent a quote." }),
      { id, action: "note" },
      owner,
      deps,
    );
    expect(note.headers.get("location")).toBe(`/admin/enquiries/${id}?done=note#history`);
    const empty = await handleEnquiryAction(
      post({ note: " " }),
      { id, action: "note" },
      owner,
      deps,
    );
    expect(empty.headers.get("location")).toBe(`/admin/enquiries/${id}?error=note#notes`);
    const detail = await getEnquiry(t.db, id);
    expect(detail?.status).toBe("qualified");
    expect(detail?.events.map((event) => [event.kind, event.actor, event.note])).toEqual([
      ["status", owner.email, null],
      ["note", owner.email, "Sent a quote."],
    ]);
    const missing = await handleEnquiryAction(
      post({ status: "won" }),
      { id: "00000000-0000-4000-8000-000000000000", action: "status" },
      owner,
      deps,
    );
    expect(missing.headers.get("location")).toBe("/admin/enquiries?error=not-found");
  });

  it("resends the team notification through the queue", async () => {
    const id = await seedEnquiry(t.db, { notification: "failed" });
    const response = await handleEnquiryAction(post({}), { id, action: "resend" }, owner, deps);
    expect(response.headers.get("location")).toBe(`/admin/enquiries/${id}?done=resend#delivery`);
    const transport = recordingTransport();
    await sendQueuedMail(t.db, transport);
    expect(transport.sent).toHaveLength(1);
    expect((await getEnquiry(t.db, id))?.mail).toBe("sent");
  });

  it("deletes only after the confirmation step, with the stored copies of its mail", async () => {
    const id = await seedEnquiry(t.db, { notification: "sent" });
    const [mail] = await queryRows<{ id: number | string }>(t.db, sql`select id from email_outbox`);
    const copy = `2030-01-01T10-00-00-000Z-_outbox-${mail!.id}-1893492000000_site.example_.eml`;
    writeFileSync(path.join(mailDir, copy), "x");
    writeFileSync(path.join(mailDir, "other.eml"), "x");

    const first = await handleEnquiryAction(post({}), { id, action: "delete" }, owner, deps);
    expect(first.headers.get("location")).toBe(`/admin/enquiries/${id}?confirm=delete#delete`);
    expect(await getEnquiry(t.db, id)).not.toBeNull();

    const confirmed = await handleEnquiryAction(
      post({ confirm: "yes" }),
      { id, action: "delete" },
      owner,
      deps,
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/admin/enquiries?done=deleted");
    expect(await getEnquiry(t.db, id)).toBeNull();
    expect(readdirSync(mailDir)).toEqual(["other.eml"]);
  });

  it("answers 400, before any file, for a date filter that names no calendar day", async () => {
    for (const query of ["from=2024-02-30", "from=0000-01-01", "to=9999-12-31", "to=2024-06-31"]) {
      const response = await enquiriesCsv(
        new Request(`http://127.0.0.1/api/admin/enquiries.csv?${query}`),
        owner,
        deps,
      );
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-disposition")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toMatch(/is not a calendar day/);
    }
  });

  it("downloads the current filter as CSV with the BOM, as an attachment", async () => {
    await seedEnquiry(t.db, { name: "Kept", serviceType: "AI Automation" });
    await seedEnquiry(t.db, { name: "Filtered out", serviceType: "MVP Development" });
    const response = await enquiriesCsv(
      new Request("http://127.0.0.1/api/admin/enquiries.csv?service=AI+Automation&page=2"),
      owner,
      { ...deps, now: () => new Date("2030-03-13T04:30:00Z") },
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="enquiries-2030-03-13.csv"',
    );
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFFReceived (UTC),Name,")).toBe(true);
    expect(text).toContain(",Kept,");
    expect(text).not.toContain("Filtered out");
  });
  it("assigns and takes; a reply records, then sends the browser to the drafted chat or mail", async () => {
    const id = await seedEnquiry(t.db, { name: "Meera Iyer", phone: "098765 43210" });
    const inbox = {
      ...deps,
      owners: () => [owner.email, "ravi@site.example"],
      replyContext: () => ({ brand: "Site", founder: "Arjun" }),
    };
    const act = (action: string, fields: Record<string, string>) =>
      handleEnquiryAction(post(fields), { id, action }, owner, inbox);
    expect((await act("assign", { assignee: "nobody@else.example" })).headers.get("location")).toBe(
      `/admin/enquiries/${id}?error=assign#assignee`,
    );
    expect((await act("assign", { assignee: owner.email })).headers.get("location")).toBe(
      `/admin/enquiries/${id}?done=assign`,
    );
    const whatsapp = await act("reply", { channel: "whatsapp" });
    expect(whatsapp.status).toBe(303);
    const location = new URL(whatsapp.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://wa.me/919876543210");
    expect(location.searchParams.get("text")).toMatch(/^Hi Meera, /);
    const email = await act("reply", { channel: "email" });
    expect(email.headers.get("location")).toMatch(/^mailto:asha@client\.example\?subject=/);
    expect((await act("reply", { channel: "pigeon" })).headers.get("location")).toBe(
      `/admin/enquiries/${id}?error=reply`,
    );
    const enquiry = await getEnquiry(t.db, id);
    expect(enquiry).toMatchObject({ status: "contacted", assignee: owner.email });
    expect(enquiry?.firstReplyAt).not.toBeNull();
    expect((await act("undo-reply", {})).headers.get("location")).toBe(
      `/admin/enquiries/${id}?done=reply-undone`,
    );
  });
});
