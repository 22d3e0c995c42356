import type { SecurityHeaderOptions } from "@/lib/security-headers";

import { loadSiteConfig } from "./load-site-config";

/**
 * What the security headers depend on: production or `astro dev`, HTTPS (HSTS) and whether a
 * Google tag is configured. Read from the environment once, by astro.config.mjs (each page's
 * Content-Security-Policy, through Astro's hashes) and src/server/start.ts (the baseline headers of
 * every other answer), so both send the same policy.
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
