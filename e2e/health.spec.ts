import { expect, test } from "@playwright/test";

test("GET /api/health reports the database and the outbox, uncached, with no personal data", async ({
  request,
}) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  const body = await response.json();
  expect(body).toMatchObject({ db: "ok", status: expect.stringMatching(/^(ok|degraded)$/) });
  const keys = ["failed", "lastError", "oldestPendingSeconds", "pending"];
  expect(Object.keys(body.outbox).sort()).toEqual(keys);
  expect(Object.keys(body.webhooks).sort()).toEqual(keys);
  expect(JSON.stringify(body)).not.toContain("@");
});
