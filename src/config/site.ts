import { loadSiteConfig } from "./load-site-config";

/**
 * The resolved site configuration. Server-only so that the browser never evaluates it with an
 * empty environment: server components pass what a client component needs as props.
 */
export const siteConfig = loadSiteConfig(process.env);

export type { SiteConfig } from "./load-site-config";
