/** What a form post from another site is told (403). */
export const CROSS_SITE_MESSAGE = "This form can only be sent from our own pages.";

/**
 * Whether a browser sent this form post from one of our own pages (docs/decisions/0017-forms-without-javascript.md).
 * The JSON APIs are safe from cross-site posts because a page elsewhere cannot send
 * application/json without a CORS preflight we never grant; a form post has no such shield, so:
 * `Sec-Fetch-Site` (every current browser) must be `same-origin`; without it, `Origin` (sent on
 * every cross-site POST) must name this host. A request with neither comes from no browser, so no
 * visitor's browser can be made to send it.
 */
export function isSameOriginPost(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  if (origin === "null") return false;
  try {
    return new URL(origin).host === ownHost(request);
  } catch {
    return false;
  }
}

/** The host the visitor asked for (behind our proxy, the one it forwarded). */
export function ownHost(request: Request): string {
  return (
    request.headers.get("x-forwarded-host") ??
    request.headers.get("host") ??
    new URL(request.url).host
  );
}
