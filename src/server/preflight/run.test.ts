import { describe, expect, it } from "vitest";

import { runPreflight } from "./run";

describe("npm run preflight", () => {
  it("names each example value as the production start does", async () => {
    const results = await runPreflight({
      DATABASE_URL: "memory://",
      SITE_URL: "https://www.aarambhtech.in",
      CONTACT_EMAIL: "hello@aarambh.example",
      SCHEDULING_URL: "https://schedule.aarambh.example/call",
    });
    const settings = results.filter((result) => result.name === "settings");
    expect(settings.every((result) => !result.ok)).toBe(true);
    const details = settings.map((result) => result.detail);
    expect(details).toContain("CONTACT_EMAIL is an example address (hello@aarambh.example)");
    expect(details).toContain(
      "SCHEDULING_URL is an example address (https://schedule.aarambh.example/call)",
    );
    expect(details).toContain(
      "MAIL_FROM is not set, so mail is sent from CONTACT_EMAIL, an example address (hello@aarambh.example)",
    );
    expect(settings.find((result) => result.detail.startsWith("LINKEDIN_URL"))?.fix).toBe(
      "set LINKEDIN_URL: the company's LinkedIn page",
    );
  });
});
