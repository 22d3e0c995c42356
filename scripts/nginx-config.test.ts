import { readFileSync } from "node:fs";

import { describe, expect, it, vi } from "vitest";

import { parseSecurityHeaders } from "./lib/nginx-config.mjs";
import { EXAMPLE, renderDeployment } from "./nginx-config";

describe("deploy/nginx", () => {
  it("is what the generator writes for the documented setup (edit the generator, not the file)", () => {
    const files = renderDeployment(EXAMPLE);
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(`deploy/nginx/${name}`, "utf8"), name).toBe(text);
    }
  });

  it("sends exactly the security headers the Node server sends", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SITE_URL", EXAMPLE.siteUrl);
    try {
      const { baselineSecurityHeaders } = await import("../src/server/start");
      const snippet = readFileSync("deploy/nginx/security-headers.conf", "utf8");
      const node = baselineSecurityHeaders();
      expect(parseSecurityHeaders(snippet)).toEqual(node);
      // HSTS, as an https:// site's instances send it.
      expect(node.map((header) => header.key)).toContain("Strict-Transport-Security");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
