import { describe, expect, it } from "vitest";

import { buildContentSecurityPolicy, buildSecurityHeaders } from "./security-headers";

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((h) => h.key === key)?.value;

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(" ");

const PRODUCTION = { production: true, https: true, gtag: false } as const;
const HASH = "sha256-OBTN3RiyCV4Bq7dFqZ5a2pAXjnCcCYeTJMO2I/LYKeo=";

describe("security headers", () => {
  it("never allows eval or inline scripts in production and locks framing, plugins and base URLs", () => {
    const csp = buildContentSecurityPolicy(PRODUCTION);
    expect(csp).not.toContain("unsafe-eval");
    expect(directive(csp, "script-src")).toEqual(["'self'"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("googletagmanager");
  });

  it("allows a prerendered page's inline scripts by their hashes, and nothing else inline", () => {
    const other = "sha256-pemeM51DSEDGSc2hK+F+EuaaZulZzqh5V63SRAj8DpA=";
    const csp = buildContentSecurityPolicy({ ...PRODUCTION, scriptHashes: [HASH, other, HASH] });
    expect(directive(csp, "script-src")).toEqual(["'self'", `'${HASH}'`, `'${other}'`]);
    expect(directive(csp, "script-src")).not.toContain("'unsafe-inline'");
    expect(directive(csp, "script-src")).not.toContain("'strict-dynamic'");
  });

  it("allows a per-request page's scripts by their nonce, beside any hashes", () => {
    const csp = buildContentSecurityPolicy({
      ...PRODUCTION,
      nonce: "q83vEjRWeJA=",
      scriptHashes: [HASH],
    });
    expect(directive(csp, "script-src")).toEqual(["'self'", "'nonce-q83vEjRWeJA='", `'${HASH}'`]);
  });

  it("refuses a hash or nonce that would break out of its source expression", () => {
    expect(() =>
      buildContentSecurityPolicy({ ...PRODUCTION, scriptHashes: ["sha256-x' 'unsafe-inline"] }),
    ).toThrow(/hash/);
    expect(() => buildContentSecurityPolicy({ ...PRODUCTION, nonce: "a'; script-src *" })).toThrow(
      /nonce/,
    );
  });

  it("keeps inline scripts and eval for next dev only, where nothing is hashed", () => {
    const csp = buildContentSecurityPolicy({ production: false, https: false, gtag: false });
    expect(directive(csp, "script-src")).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
  });

  it("allows the Google tag's origins only when it is configured", () => {
    const csp = buildContentSecurityPolicy({ ...PRODUCTION, gtag: true, scriptHashes: [HASH] });
    expect(directive(csp, "script-src")).toEqual([
      "'self'",
      `'${HASH}'`,
      "https://www.googletagmanager.com",
    ]);
    expect(directive(csp, "connect-src")).toContain("https://*.google-analytics.com");
  });

  it("lets no script but the site's own files run in the baseline for files and API answers", () => {
    const baseline = header(
      buildSecurityHeaders({ ...PRODUCTION, gtag: true }),
      "Content-Security-Policy",
    );
    expect(directive(baseline!, "script-src")).toEqual(["'self'"]);
  });

  it("sends HSTS only in production over HTTPS, long enough to be preloaded", () => {
    expect(header(buildSecurityHeaders(PRODUCTION), "Strict-Transport-Security")).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    expect(
      header(
        buildSecurityHeaders({ production: true, https: false, gtag: false }),
        "Strict-Transport-Security",
      ),
    ).toBeUndefined();
    expect(
      header(
        buildSecurityHeaders({ production: false, https: true, gtag: false }),
        "Strict-Transport-Security",
      ),
    ).toBeUndefined();
  });

  it("sets nosniff, the referrer policy, resource isolation and a permissions policy; no opener isolation on public pages", () => {
    const headers = buildSecurityHeaders({ production: true, https: false, gtag: false });
    expect(header(headers, "X-Content-Type-Options")).toBe("nosniff");
    expect(header(headers, "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header(headers, "Cross-Origin-Resource-Policy")).toBe("same-origin");
    // A renderer swap on every arrival, measured at 200-600 ms of blocking time (ADR 0021).
    expect(header(headers, "Cross-Origin-Opener-Policy")).toBeUndefined();
    expect(header(headers, "Permissions-Policy")).toContain("camera=()");
  });
});
