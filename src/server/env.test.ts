import { describe, expect, it } from "vitest";

import { contentEditorPath, parseServerEnv } from "./env";

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

  it("wants the whole GitHub App with the editor's repository, and a long secret", () => {
    const app = {
      PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "site-editor",
      KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.abc",
      KEYSTATIC_GITHUB_CLIENT_SECRET: "client-secret",
      KEYSTATIC_SECRET: "k".repeat(32),
    };
    expect(
      parseServerEnv({ PUBLIC_KEYSTATIC_GITHUB_REPO: "aarambh/site", ...app })
        .PUBLIC_KEYSTATIC_GITHUB_REPO,
    ).toBe("aarambh/site");
    expect(() => parseServerEnv({ PUBLIC_KEYSTATIC_GITHUB_REPO: "aarambh/site" })).toThrow(
      /PUBLIC_KEYSTATIC_GITHUB_REPO must be set together with PUBLIC_KEYSTATIC_GITHUB_APP_SLUG/,
    );
    expect(() =>
      parseServerEnv({ PUBLIC_KEYSTATIC_GITHUB_REPO: "https://github.com/aarambh/site", ...app }),
    ).toThrow(/PUBLIC_KEYSTATIC_GITHUB_REPO must be "owner\/name"/);
    expect(() =>
      parseServerEnv({
        PUBLIC_KEYSTATIC_GITHUB_REPO: "aarambh/site",
        ...app,
        KEYSTATIC_SECRET: "x",
      }),
    ).toThrow(/KEYSTATIC_SECRET must be at least 32 characters/);
  });

  it("trusts X-Forwarded-For from any peer, nobody, or the listed proxies' addresses", () => {
    expect(parseServerEnv({}).TRUST_PROXY).toBe("0");
    expect(parseServerEnv({ TRUST_PROXY: "127.0.0.1, ::1" }).TRUST_PROXY).toBe("127.0.0.1, ::1");
    expect(() => parseServerEnv({ TRUST_PROXY: "yes" })).toThrow(
      /TRUST_PROXY must be "0", "1" or a comma-separated list of the proxies' IP addresses/,
    );
  });

  it("links the owner's view to the editor only where one is built", () => {
    expect(contentEditorPath({})).toBeNull();
    expect(contentEditorPath({ SITE_DEV_SERVER: "1" })).toBe("/keystatic");
    expect(contentEditorPath({ PUBLIC_KEYSTATIC_GITHUB_REPO: "aarambh/site" })).toBe("/keystatic");
  });
});
