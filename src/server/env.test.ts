import { describe, expect, it } from "vitest";

import { parseServerEnv } from "./env";

describe("owner and webhook settings", () => {
  it("reads OWNER_EMAILS trimmed and lowercased; none by default", () => {
    expect(parseServerEnv({}).OWNER_EMAILS).toEqual([]);
    expect(
      parseServerEnv({ OWNER_EMAILS: " Founder@Team.example, ,cofounder@team.example " })
        .OWNER_EMAILS,
    ).toEqual(["founder@team.example", "cofounder@team.example"]);
    expect(() => parseServerEnv({ OWNER_EMAILS: "founder@team.example, nobody" })).toThrow(
      /OWNER_EMAILS must be a comma-separated list of email addresses/,
    );
  });

  it("takes https webhook URLs (http only on loopback) and wants a secret with them", () => {
    const secret = "a-long-enough-secret";
    expect(
      parseServerEnv({
        LEAD_WEBHOOK_URLS: "https://hooks.slack.example/T1/B2, http://127.0.0.1:9999/hook",
        LEAD_WEBHOOK_SECRET: secret,
      }).LEAD_WEBHOOK_URLS,
    ).toEqual(["https://hooks.slack.example/T1/B2", "http://127.0.0.1:9999/hook"]);
    expect(() =>
      parseServerEnv({ LEAD_WEBHOOK_URLS: "http://hooks.example/x", LEAD_WEBHOOK_SECRET: secret }),
    ).toThrow(/LEAD_WEBHOOK_URLS must be a comma-separated list of https:\/\/ URLs/);
    expect(() => parseServerEnv({ LEAD_WEBHOOK_URLS: "https://hooks.example/x" })).toThrow(
      /LEAD_WEBHOOK_SECRET must be set \(at least 16 characters\) when LEAD_WEBHOOK_URLS is set/,
    );
    expect(() => parseServerEnv({ LEAD_WEBHOOK_SECRET: "short" })).toThrow(
      /LEAD_WEBHOOK_SECRET must be at least 16 characters/,
    );
  });
});
