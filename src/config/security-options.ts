import type { SecurityHeaderOptions } from "@/lib/security-headers";

import { loadSiteConfig } from "./load-site-config";

/**
 * What the security headers depend on: production or `next dev`, HTTPS (HSTS) and whether a
 * Google tag is configured. Read from the environment once, by next.config.ts (the baseline
 * headers) and src/proxy.ts (each page's Content-Security-Policy), so both send the same policy.
 */
export function securityHeaderOptions(
  env: Record<string, string | undefined> = process.env,
): SecurityHeaderOptions {
  const site = loadSiteConfig(env);
  return {
    production: env.NODE_ENV === "production",
    https: site.siteUrl.startsWith("https://"),
    gtag: Boolean(site.analytics.gtagId),
  };
}
