/** Types of redirects.mjs (plain JavaScript so astro.config.mjs and scripts can read it as is). */
export declare const routeRedirects: readonly { source: string; destination: string }[];
