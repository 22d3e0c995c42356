import { loadSiteConfig } from "./load-site-config";

/**
 * The resolved site configuration. Server-only so that the browser never evaluates it with an
 * empty environment: server components pass what a client component needs as props.
 */
export const siteConfig = loadSiteConfig(process.env);

/**
 * The team's time zone (TIME_ZONE, default Asia/Kolkata): read it wherever a date, an hour or a
 * week is shown or computed, with the helpers of src/lib/zoned-time.ts.
 */
export const siteTimeZone = (): string => siteConfig.timeZone;

export type { SiteConfig } from "./load-site-config";
