import { config } from "zod/v4/core";

/**
 * Imported first by every module that builds a zod schema. Without `jitless`, zod probes for
 * eval with `new Function("")` when it builds an object schema; the site's strict CSP blocks
 * that, and the browser reports a `securitypolicyviolation` even though zod catches the error
 * (docs/decisions/0002-content-security-policy.md). Jitless parsing is plenty fast for forms.
 */
config({ jitless: true });
