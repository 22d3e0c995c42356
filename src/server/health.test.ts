import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { Db } from "./db/client";
import { DatabaseUnavailableError } from "./db/errors";
import { createTestDb, describeEachDatabase, type TestDb } from "../../test/db";
import { emailOutbox, webhookOutbox } from "./db/schema";
import { deliverQueuedMessage } from "./email/outbox";
import type { MailTransport } from "./email/transport";
import { checkHealth, healthHttpStatus, MAIL_LATE_AFTER_SECONDS, publicError } from "./health";
import { DELIVERY_RETRY } from "./jobs/queue";
import { logSafe } from "./log-safe";

const NOW = new Date("2030-01-01T12:00:00.000Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

function message(status: "pending" | "sending" | "sent" | "failed", createdAt: Date) {
  return {
    kind: "lead-notification",
    recipient: "team@company.example",
    subject: "New enquiry",
    textBody: "Name: Asha Rao",
    htmlBody: "<p>Name: Asha Rao</p>",
    status,
    createdAt,
  };
}

describeEachDatabase("health", (url) => {
  let test: TestDb;
  const open = () => Promise.resolve(test.db);

  beforeAll(async () => {
    test = await createTestDb(url);
  });
  afterAll(() => test.close());
  beforeEach(async () => {
    await test.db.delete(emailOutbox);
    await test.db.delete(webhookOutbox);
  });

  it("is ok with an empty outbox", async () => {
    const report = await checkHealth(open, NOW);
    expect(report).toEqual({
      status: "ok",
      db: "ok",
      outbox: { pending: 0, oldestPendingSeconds: 0, failed: 0, lastError: null },
      webhooks: { pending: 0, oldestPendingSeconds: 0, failed: 0, lastError: null },
    });
    expect(healthHttpStatus(report)).toBe(200);
  });

  it("counts waiting mail and its age; delivered mail does not count", async () => {
    await test.db
      .insert(emailOutbox)
      .values([
        message("pending", ago(120)),
        message("sending", ago(30)),
        message("sent", ago(9999)),
      ]);
    const report = await checkHealth(open, NOW);
    expect(report).toMatchObject({
      status: "ok",
      outbox: { pending: 2, oldestPendingSeconds: 120, failed: 0 },
    });
  });

  it("is degraded, still 200, when mail has waited past the threshold", async () => {
    await test.db.insert(emailOutbox).values(message("pending", ago(MAIL_LATE_AFTER_SECONDS + 1)));
    const report = await checkHealth(open, NOW);
    expect(report.status).toBe("degraded");
    expect(healthHttpStatus(report)).toBe(200);
  });

  it("is degraded with the reason after the first failed attempt, which is logged once", async () => {
    const [row] = await test.db
      .insert(emailOutbox)
      .values(message("pending", ago(5)))
      .returning({ id: emailOutbox.id });
    const refusing: MailTransport = {
      description: "test",
      send: () =>
        Promise.reject(
          new Error("Invalid login: 535 5.7.8 Authentication failed for mailer@company.example"),
        ),
      close: () => {},
    };
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await expect(
        deliverQueuedMessage(test.db, refusing, { data: { messageId: row!.id }, retryCount: 0 }),
      ).rejects.toThrow(/Invalid login/);
      expect(errors.mock.calls.map((call) => call.join(" "))).toEqual([
        `[mail] attempt 1 of ${DELIVERY_RETRY.retryLimit + 1} for message ${row!.id} (lead-notification) failed, will retry: Invalid login: 535 5.7.8 Authentication failed for mailer@company.example`,
      ]);
    } finally {
      errors.mockRestore();
    }
    const report = await checkHealth(open, NOW);
    expect(report).toMatchObject({
      status: "degraded",
      outbox: {
        pending: 1,
        lastError: "Invalid login: 535 5.7.8 Authentication failed for <address>",
      },
    });
    expect(healthHttpStatus(report)).toBe(200);
  });

  it("keeps credentials out of the log and addresses out of health", () => {
    expect(logSafe("connect smtps://mailer:hunter2@smtp.example:465\n failed")).toBe(
      "connect smtps://…@smtp.example:465 failed",
    );
    expect(publicError("550 <bob@client.example>: no such user")).toBe(
      "550 <<address>>: no such user",
    );
  });

  it("answers 503 while messages given up on in the last week exist", async () => {
    await test.db.insert(emailOutbox).values(message("failed", ago(4 * 24 * 3600)));
    const report = await checkHealth(open, NOW);
    expect(report).toMatchObject({ status: "failing", outbox: { failed: 1 } });
    expect(healthHttpStatus(report)).toBe(503);

    await test.db.delete(emailOutbox);
    await test.db.insert(emailOutbox).values(message("failed", ago(8 * 24 * 3600)));
    expect((await checkHealth(open, NOW)).status).toBe("ok");
  });

  it("counts webhooks apart from mail, by the same rules", async () => {
    const webhook = (status: "pending" | "failed", createdAt: Date) => ({
      submissionId: crypto.randomUUID(),
      url: "https://hooks.team.example/lead",
      payload: "{}",
      status,
      createdAt,
    });
    await test.db
      .insert(webhookOutbox)
      .values(webhook("pending", ago(MAIL_LATE_AFTER_SECONDS + 5)));
    const late = await checkHealth(open, NOW);
    expect(late).toMatchObject({
      status: "degraded",
      outbox: { pending: 0, failed: 0 },
      webhooks: { pending: 1, oldestPendingSeconds: MAIL_LATE_AFTER_SECONDS + 5, failed: 0 },
    });
    await test.db.insert(webhookOutbox).values(webhook("failed", ago(3600)));
    const failing = await checkHealth(open, NOW);
    expect(failing).toMatchObject({ status: "failing", webhooks: { failed: 1 } });
    expect(healthHttpStatus(failing)).toBe(503);
  });

  it("carries no personal data", async () => {
    await test.db.insert(emailOutbox).values(message("pending", ago(60)));
    const text = JSON.stringify(await checkHealth(open, NOW));
    expect(text).not.toMatch(/Asha|@|enquiry/);
  });
});

describe("health without a database", () => {
  it("is down with 503 when the database cannot be reached", async () => {
    const unreachable = (): Promise<Db> =>
      Promise.reject(
        new DatabaseUnavailableError(Object.assign(new Error("refused"), { code: "ECONNREFUSED" })),
      );
    const report = await checkHealth(unreachable, NOW);
    expect(report).toEqual({ status: "down", db: "unavailable" });
    expect(healthHttpStatus(report)).toBe(503);
  });
});
