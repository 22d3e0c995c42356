import { siteConfig } from "@/config/site";
import { OPENER_ISOLATION } from "@/lib/security-headers";

import type { Db } from "../../db/client";
import { isConnectionError } from "../../db/errors";
import { readBodyBytes } from "../../http/body-text";
import { isFormContentType, MAX_FORM_BODY_BYTES, readFormBody } from "../../http/form-body";
import { json } from "../../http/responses";
import { adminRequestIsHttps, clearedSessionCookieHeaders, readAdminCookie } from "./cookies";
import { loadSession, type OwnerSession } from "./sessions";
import { sameSecret } from "./secrets";

/**
 * Who may pass into the owner's view (docs/decisions/0011-owner-sign-in.md). Every request to
 * /admin, /admin/… and /api/admin/… needs a live session, except the sign-in pages; every
 * request that may change something (not GET or HEAD) also needs the session's CSRF token (form
 * field `csrf` or header `x-csrf-token`) and, when the browser sends one, a same-origin Origin.
 */
export const SIGN_IN_PATHS = new Set(["/admin/login", "/admin/login/callback"]);

export function isAdminArea(pathname: string): boolean {
  return (
    pathname === "/admin" ||
    pathname.startsWith("/admin/") ||
    pathname === "/api/admin" ||
    pathname.startsWith("/api/admin/")
  );
}

const isApi = (pathname: string) => pathname === "/api/admin" || pathname.startsWith("/api/admin/");
const isSafeMethod = (method: string) => method === "GET" || method === "HEAD";

export type GuardResult =
  | { kind: "sign-in" }
  | { kind: "owner"; owner: OwnerSession }
  | { kind: "refused"; response: Response };

export type GuardOptions = { db: () => Promise<Db>; now?: Date; owners?: readonly string[] };

export const CSRF_FIELD = "csrf";
export const CSRF_HEADER = "x-csrf-token";
export const SIGNED_OUT_MESSAGE = "Sign in to continue.";
export const CSRF_MESSAGE =
  "This form has expired or did not come from this site. Go back, reload the page and try again.";

/** Origins this site answers at: the request's own, the public SITE_URL, the Host it was sent to. */
function ownOrigins(request: Request): Set<string> {
  const origins = new Set([new URL(request.url).origin, new URL(siteConfig.siteUrl).origin]);
  const host = (request.headers.get("x-forwarded-host") ?? request.headers.get("host"))
    ?.split(",")[0]
    ?.trim();
  if (host) {
    origins.add(`http://${host}`);
    if (adminRequestIsHttps(request.headers)) origins.add(`https://${host}`);
  }
  return origins;
}

/** A browser's cross-site request: an Origin of another site, or Sec-Fetch-Site saying so. */
export function isCrossSite(request: Request): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return !ownOrigins(request).has(origin);
}

/** The owner's forms fit in this: a note of 5,000 characters in an Indian script, percent-encoded. */
export const MAX_OWNER_FORM_BYTES = 2 * MAX_FORM_BODY_BYTES;

/** A file the owner uploads (the Google Ads report): nginx's client_max_body_size. */
export const MAX_OWNER_UPLOAD_BYTES = 2 * 1024 * 1024;

/** The CSRF token the request carries: the header, or the `csrf` field of a form body. */
async function submittedCsrfToken(request: Request): Promise<string | null> {
  const header = request.headers.get(CSRF_HEADER);
  if (header) return header;
  const type = request.headers.get("content-type") ?? "";
  // A clone: the route reads the body again. Bounded like every body (readBodyBytes).
  if (isFormContentType(type)) {
    const body = await readFormBody(request.clone(), MAX_OWNER_FORM_BYTES);
    return body.ok && Object.hasOwn(body.fields, CSRF_FIELD) ? body.fields[CSRF_FIELD]! : null;
  }
  if (!/^multipart\/form-data/i.test(type)) return null;
  const body = await readBodyBytes(request.clone(), MAX_OWNER_UPLOAD_BYTES);
  if (!body.ok) return null;
  try {
    const form = await new Response(new Uint8Array(body.bytes), {
      headers: { "content-type": type },
    }).formData();
    const value = form.get(CSRF_FIELD);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

function forbidden(pathname: string): Response {
  if (isApi(pathname)) return json({ error: CSRF_MESSAGE }, 403);
  return new Response(CSRF_MESSAGE, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

function signedOut(request: Request, url: URL, hadCookie: boolean): Response {
  const headers = new Headers();
  if (hadCookie) {
    for (const cookie of clearedSessionCookieHeaders(adminRequestIsHttps(request.headers))) {
      headers.append("Set-Cookie", cookie);
    }
  }
  if (isApi(url.pathname)) {
    headers.set("Content-Type", "application/json");
    return new Response(JSON.stringify({ error: SIGNED_OUT_MESSAGE }), { status: 401, headers });
  }
  // A page: to the sign-in form, which brings the owner back here afterwards.
  const next = isSafeMethod(request.method) ? `${url.pathname}${url.search}` : url.pathname;
  headers.set("Location", `/admin/login?next=${encodeURIComponent(next)}`);
  return new Response(null, { status: 303, headers });
}

export async function guardAdminRequest(
  request: Request,
  options: GuardOptions,
): Promise<GuardResult> {
  const url = new URL(request.url);
  const safe = isSafeMethod(request.method);
  if (SIGN_IN_PATHS.has(url.pathname)) {
    // No session yet, so no token: a form posted from another site is refused by its origin.
    if (!safe && isCrossSite(request))
      return { kind: "refused", response: forbidden(url.pathname) };
    return { kind: "sign-in" };
  }
  const cookie = readAdminCookie(request.headers);
  let owner: OwnerSession | null;
  try {
    owner = cookie
      ? await loadSession(await options.db(), cookie, { now: options.now, owners: options.owners })
      : null;
  } catch (error) {
    if (!isConnectionError(error)) throw error;
    return {
      kind: "refused",
      response: json({ error: "The database is unavailable; try again shortly." }, 503, {
        "Retry-After": "30",
      }),
    };
  }
  if (!owner) return { kind: "refused", response: signedOut(request, url, Boolean(cookie)) };
  if (!safe) {
    const token = await submittedCsrfToken(request);
    if (isCrossSite(request) || !token || !sameSecret(token, owner.csrfToken)) {
      return { kind: "refused", response: forbidden(url.pathname) };
    }
  }
  return { kind: "owner", owner };
}

/** An enquiry's page, whose reply forms redirect to WhatsApp or a mail program. */
const REPLY_PAGE = /^\/admin\/enquiries\/[0-9a-f-]{36}\/?$/i;
export const REPLY_FORM_TARGETS = "https://wa.me mailto:";

/** Headers every answer of the owner's view carries, whatever produced it. */
export function withAdminHeaders(response: Response, pathname: string): Response {
  let answer = response;
  try {
    answer.headers.set("Cache-Control", "no-store");
  } catch {
    // Immutable headers (Response.redirect): copy into a response we may change.
    answer = new Response(response.body, response);
    answer.headers.set("Cache-Control", "no-store");
  }
  answer.headers.set("X-Robots-Tag", "noindex, nofollow");
  // Personal data: no window of another site keeps a handle on these pages.
  answer.headers.set(OPENER_ISOLATION.key, OPENER_ISOLATION.value);
  // An enquiry's one-click replies are forms whose answer redirects to the drafted chat or mail
  // (docs/decisions/0031-one-click-replies.md); form-action governs that redirect too, so these
  // pages, and only these, also allow WhatsApp and mailto: as its target.
  if (REPLY_PAGE.test(pathname)) {
    const policy = answer.headers.get("Content-Security-Policy");
    if (policy?.includes("form-action 'self'")) {
      answer.headers.set(
        "Content-Security-Policy",
        policy.replace("form-action 'self'", `form-action 'self' ${REPLY_FORM_TARGETS}`),
      );
    }
  }
  // The sign-in link carries its token in the address: never pass it on as a referrer.
  if (pathname === "/admin/login/callback") answer.headers.set("Referrer-Policy", "no-referrer");
  return answer;
}
