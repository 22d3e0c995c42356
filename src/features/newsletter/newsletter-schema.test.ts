import { describe, expect, it } from "vitest";

import { NEWSLETTER_EMAIL_MESSAGE, newsletterSchema } from "./newsletter-schema";

describe("newsletterSchema", () => {
  it("accepts an address, trimmed and lower-cased so one address is stored once", () => {
    expect(newsletterSchema.parse({ email: "  Founder@Startup.Example " })).toEqual({
      email: "founder@startup.example",
    });
  });

  it("rejects empty, malformed and overlong addresses with the product's message", () => {
    for (const email of ["", "not-an-email", "a@b", `${"x".repeat(250)}@a.example`]) {
      const result = newsletterSchema.safeParse({ email });
      expect(result.success, email).toBe(false);
      expect(result.error?.issues[0]?.message, email).toBe(NEWSLETTER_EMAIL_MESSAGE);
    }
  });
});
