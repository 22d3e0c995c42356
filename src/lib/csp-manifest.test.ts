import { describe, expect, it } from "vitest";

import { type CspManifest, parseCspManifest, scriptPolicyFor } from "./csp-manifest";

const manifest: CspManifest = {
  version: 1,
  buildId: "build-1",
  routes: {
    "/": ["sha256-home="],
    "/about-us": ["sha256-about="],
    "/_not-found": ["sha256-404="],
  },
};

describe("CSP manifest", () => {
  it("gives a prerendered page its own hashes and no nonce", () => {
    expect(scriptPolicyFor(manifest, "/")).toEqual({
      scriptHashes: ["sha256-home="],
      nonce: false,
    });
    expect(scriptPolicyFor(manifest, "/about-us/")).toEqual({
      scriptHashes: ["sha256-about="],
      nonce: false,
    });
  });

  it("gives any other path a nonce plus the prerendered 404 page's hashes", () => {
    expect(scriptPolicyFor(manifest, "/cto-presentation")).toEqual({
      scriptHashes: ["sha256-404="],
      nonce: true,
    });
    expect(scriptPolicyFor(manifest, "/_not-found")).toEqual({
      scriptHashes: ["sha256-404="],
      nonce: true,
    });
  });

  it("falls back to a nonce alone without a manifest", () => {
    expect(scriptPolicyFor(null, "/")).toEqual({ scriptHashes: [], nonce: true });
  });

  it("reads the file scripts/csp-manifest.mjs writes and rejects anything else", () => {
    expect(parseCspManifest(JSON.stringify(manifest))).toEqual(manifest);
    expect(() => parseCspManifest(JSON.stringify({ version: 2, routes: {} }))).toThrow();
    expect(() =>
      parseCspManifest(JSON.stringify({ version: 1, buildId: "b", routes: { "/": "x" } })),
    ).toThrow();
  });
});
