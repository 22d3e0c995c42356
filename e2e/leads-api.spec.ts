import { randomUUID } from "node:crypto";

import { expect, test } from "@playwright/test";

/** The enquiry and newsletter endpoints as the production server answers them. */
const lead = {
  name: "Kavya Nair",
  email: "kavya@nair-logistics.example",
  phone: "+91 90909 80808",
  company: "Nair Logistics",
  location: "Kochi, India",
  serviceType: "Google Ads Marketing",
  requirements: "Leads for our warehousing service in Kerala.",
};

test.describe("POST /api/leads", () => {
  test("accepts an enquiry once: 201, then 200 with the same id for a replay", async ({
    request,
  }) => {
    const submissionId = randomUUID();
    const first = await request.post("/api/leads", { data: { ...lead, submissionId } });
    expect(first.status()).toBe(201);
    const body = await first.json();
    expect(body).toEqual({ id: expect.any(String), submissionId });
    expect(first.headers()["cache-control"]).toContain("no-store");

    const replay = await request.post("/api/leads", { data: { ...lead, submissionId } });
    expect(replay.status()).toBe(200);
    expect(await replay.json()).toEqual(body);
  });

  test("answers 422 with the product's messages, 400 for broken JSON, 413 when too large", async ({
    request,
  }) => {
    const invalid = await request.post("/api/leads", { data: { ...lead, name: "K", phone: "1" } });
    expect(invalid.status()).toBe(422);
    const { fieldErrors } = await invalid.json();
    expect(fieldErrors.name).toEqual(["Name must be at least 2 characters"]);
    expect(fieldErrors.phone).toContain("Please enter a valid phone number");

    const broken = await request.post("/api/leads", {
      headers: { "content-type": "application/json" },
      data: Buffer.from('{"name":'),
    });
    expect(broken.status()).toBe(400);
    expect(await broken.json()).toEqual({ error: expect.any(String) });

    const large = await request.post("/api/leads", {
      data: { ...lead, requirements: "x".repeat(40 * 1024) },
    });
    expect(large.status()).toBe(413);

    const form = await request.post("/api/leads", { form: { name: "Kavya" } });
    expect(form.status()).toBe(415);
  });

  test("only accepts POST", async ({ request }) => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch("/api/leads", { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toBe("POST");
    }
  });
});

test.describe("POST /api/newsletter", () => {
  test("answers a new and a known address alike; a bad address gets the message", async ({
    request,
  }) => {
    const email = `reader-${randomUUID().slice(0, 8)}@readers.example`;
    const first = await request.post("/api/newsletter", { data: { email } });
    const again = await request.post("/api/newsletter", { data: { email } });
    expect(first.status()).toBe(200);
    expect(again.status()).toBe(200);
    expect(await again.text()).toBe(await first.text());
    const bad = await request.post("/api/newsletter", { data: { email: "nope" } });
    expect(bad.status()).toBe(422);
    expect(await bad.json()).toEqual({
      fieldErrors: { email: ["Please enter a valid email address"] },
    });
  });
});
