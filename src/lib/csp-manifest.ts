/**
 * The build's record of inline-script hashes per prerendered page, written to
 * .next/csp-manifest.json by scripts/csp-manifest.mjs after `next build`
 * (docs/decisions/0002-content-security-policy.md).
 */
export type CspManifest = {
  version: 1;
  /** The build the hashes belong to (.next/BUILD_ID). */
  buildId: string;
  /** Route (`/`, `/about-us`, `/_not-found`) → `sha256-<base64>` of each inline script. */
  routes: Record<string, string[]>;
};

/** The prerendered 404 page: Next serves it for any path no route matches. */
export const NOT_FOUND_ROUTE = "/_not-found";

export type ScriptPolicy = {
  /** Hashes of the inline scripts the response may carry. */
  scriptHashes: string[];
  /** The page is rendered per request: its scripts carry this request's nonce. */
  nonce: boolean;
};

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  try {
    return decodeURI(trimmed) || "/";
  } catch {
    return trimmed || "/";
  }
}

/**
 * A prerendered page is served byte for byte from the build: its hashes are its whole script
 * allowance. Anything else renders per request and gets a nonce; it may still end in the
 * prerendered 404 page (an unknown path), so that page's hashes come along.
 */
export function scriptPolicyFor(manifest: CspManifest | null, pathname: string): ScriptPolicy {
  const route = normalise(pathname);
  const prerendered = route === NOT_FOUND_ROUTE ? undefined : manifest?.routes[route];
  if (prerendered) return { scriptHashes: prerendered, nonce: false };
  return { scriptHashes: manifest?.routes[NOT_FOUND_ROUTE] ?? [], nonce: true };
}

export function parseCspManifest(text: string): CspManifest {
  const data = JSON.parse(text) as Partial<CspManifest>;
  if (
    data.version !== 1 ||
    typeof data.buildId !== "string" ||
    typeof data.routes !== "object" ||
    data.routes === null ||
    !Object.values(data.routes).every(
      (hashes) => Array.isArray(hashes) && hashes.every((hash) => typeof hash === "string"),
    )
  ) {
    throw new Error("Not a CSP manifest (version 1)");
  }
  return data as CspManifest;
}
