/**
 * Response headers sent with every page and API answer (DESIGN "Quality bars").
 * Pure, so astro.config.mjs, src/server/start.ts and the tests build the same policy
 * (docs/decisions/0002-content-security-policy.md).
 */

export type SecurityHeaderOptions = {
  /** `next dev` needs eval and inline scripts for React's debugging tools; production never. */
  production: boolean;
  /** Send HSTS: production behind HTTPS. */
  https: boolean;
  /** The Google tag is configured: allow its origins (it still loads only after consent). */
  gtag: boolean;
};

export type ContentSecurityPolicyOptions = SecurityHeaderOptions & {
  /**
   * Sources of the inline scripts a page may run: `sha256-<base64 digest>`.
   */
  scriptHashes?: readonly string[];
  /** Per-request nonce for pages rendered per request (Next stamps it on its own scripts). */
  nonce?: string;
};

const GOOGLE_TAG = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
    "https://*.g.doubleclick.net",
    "https://www.google.com",
  ],
  img: [
    "https://*.google-analytics.com",
    "https://*.googletagmanager.com",
    "https://*.g.doubleclick.net",
    "https://www.google.com",
  ],
  frame: ["https://td.doubleclick.net", "https://www.googletagmanager.com"],
};

/** The founder explainer video is embedded from YouTube's privacy-enhanced host. */
const VIDEO_FRAME = ["https://www.youtube-nocookie.com"];

const HASH_SOURCE = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
const NONCE = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * `script-src` in production is `'self'` plus exactly the inline scripts this response may run:
 * the page's build-time hashes, or this request's nonce, never `'unsafe-inline'` or
 * `'unsafe-eval'`. Without either, no inline script runs at all (API answers, assets).
 */
function scriptSources(options: ContentSecurityPolicyOptions, gtag: string[]): string[] {
  if (!options.production) {
    // `next dev` injects unhashed inline scripts and evaluates code for its overlay.
    return ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...gtag];
  }
  const hashes = [...new Set(options.scriptHashes ?? [])];
  for (const hash of hashes) {
    if (!HASH_SOURCE.test(hash)) throw new Error(`Not a CSP hash source: ${hash}`);
  }
  if (options.nonce !== undefined && !NONCE.test(options.nonce)) {
    throw new Error("A CSP nonce is base64 text");
  }
  return [
    "'self'",
    ...(options.nonce ? [`'nonce-${options.nonce}'`] : []),
    ...hashes.map((hash) => `'${hash}'`),
    ...gtag,
  ];
}

/** Every directive but `script-src` and `style-src`, which Astro's `security.csp` writes per page. */
function otherDirectives(options: ContentSecurityPolicyOptions): Record<string, string[]> {
  const gtag = options.gtag ? GOOGLE_TAG : { script: [], connect: [], img: [], frame: [] };
  return {
    "default-src": ["'self'"],
    "img-src": ["'self'", "data:", "blob:", ...gtag.img],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...gtag.connect, ...(options.production ? [] : ["ws:"])],
    "frame-src": [...VIDEO_FRAME, ...gtag.frame],
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/**
 * React and Radix set inline style attributes (positioning, animations): style attributes
 * cannot carry a hash and change per interaction, so styles keep 'unsafe-inline' (Astro then
 * writes no style hashes). Styles cannot run code; see docs/decisions/0002.
 */
const STYLE_SOURCES = ["'self'", "'unsafe-inline'"];

export function buildContentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const gtag = options.gtag ? GOOGLE_TAG : { script: [], connect: [], img: [], frame: [] };
  const { "default-src": defaultSrc, ...rest } = otherDirectives(options);
  const directives: Record<string, string[]> = {
    "default-src": defaultSrc ?? ["'self'"],
    "script-src": scriptSources(options, gtag.script),
    "style-src": STYLE_SOURCES,
    ...rest,
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The same policy as Astro's `security.csp` option: Astro adds the hash of every script it
 * emits to `script-src` per page (a header for prerendered pages through the adapter's
 * `_headers.json`, a header for pages rendered on demand), so no inline script runs unhashed.
 */
export function astroCspConfig(
  options: SecurityHeaderOptions,
  /** Our own inline scripts (`is:inline`), which Astro does not hash by itself. */
  inlineScriptHashes: readonly string[] = [],
) {
  const gtag = options.gtag ? GOOGLE_TAG.script : [];
  return {
    algorithm: "SHA-256" as const,
    directives: Object.entries(otherDirectives({ ...options, production: true })).map(
      ([name, values]) => `${name} ${values.join(" ")}`,
    ),
    scriptDirective: { resources: ["'self'", ...gtag], hashes: [...inlineScriptHashes] },
    styleDirective: { resources: STYLE_SOURCES },
  };
}

/** Sent by the owner's view only (src/server/admin/sign-in/guard.ts withAdminHeaders). */
export const OPENER_ISOLATION = {
  key: "Cross-Origin-Opener-Policy",
  value: "same-origin",
} as const;

export function buildSecurityHeaders(
  options: SecurityHeaderOptions,
): { key: string; value: string }[] {
  return [
    // The baseline: no script but our own files may run (API answers, files, assets never load
    // the Google tag either). Pages get their own policy from Astro (astroCspConfig).
    {
      key: "Content-Security-Policy",
      value: buildContentSecurityPolicy({ ...options, gtag: false }),
    },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    // No Cross-Origin-Opener-Policy on the public pages: it makes the browser move the page into
    // a new browsing context group (a renderer swap) on arrival, which cost 200-600 ms of
    // Lighthouse's blocking time on every page, scripts or not, for no protection these pages need
    // (docs/decisions/0021-first-paint-without-main-thread-work.md). The owner's view, which
    // holds personal data, sends it (OPENER_ISOLATION).
    // Nothing here is meant to be embedded by other sites' pages; link-preview crawlers fetch
    // share images server-side, where this header does not apply.
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
    {
      key: "Permissions-Policy",
      value:
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    },
    ...(options.production && options.https
      ? [
          {
            key: "Strict-Transport-Security",
            value: "max-age=63072000; includeSubDomains; preload",
          },
        ]
      : []),
  ];
}
