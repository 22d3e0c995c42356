import { clientIp } from "../../client-ip";
import { getDb } from "../../db/client";
import { readFormBody } from "../../http/form-body";
import { serverEnv } from "../../env";
import { adminRequestIsHttps, clearedSessionCookieHeaders, sessionCookieHeader } from "./cookies";
import { safeNextPath } from "./owners";
import { revokeAllSessions, revokeSession } from "./sessions";
import { SIGN_IN_TOKEN_MINUTES, redeemSignIn, requestSignIn, signInTokenIsValid } from "./sign-in";

import { siteConfig } from "@/config/site";
import { cutText } from "@/lib/cut-text";

/**
 * What the sign-in pages and the sign-out actions do with a request; the .astro routes render
 * the result. Forms are plain POSTs answered with a page or a 303, so they work without
 * JavaScript.
 */
const MAX_FORM_BYTES = 4096;
const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i;

/**
 * The origin of the link in the mail: the public SITE_URL; on a laptop (a request to 127.0.0.1
 * or localhost) the address the owner is using, so a first run works without a domain. Never a
 * Host header from elsewhere, or a forged one could send an owner's link to another site.
 */
export function signInLinkOrigin(request: Request): string {
  const host = request.headers.get("host") ?? "";
  if (LOOPBACK.test(host)) return `${new URL(request.url).protocol}//${host}`;
  return new URL(siteConfig.siteUrl).origin;
}

/**
 * The sign-in forms' fields, read within MAX_FORM_BYTES however the body is sent (chunked or
 * not); "too-large" past it (answered 413), null for a body that is not a form.
 */
async function readForm(request: Request): Promise<Record<string, string> | null | "too-large"> {
  const body = await readFormBody(request, MAX_FORM_BYTES);
  if (body.ok) return body.fields;
  return body.status === 413 ? "too-large" : null;
}

const TOO_LARGE = "That request was too large to read. Please try again.";

const field = (form: Record<string, string> | null, name: string) =>
  form && Object.hasOwn(form, name) ? form[name]! : null;

export type LoginPageState = {
  status: 200 | 400 | 413 | 429;
  view: "form" | "sent";
  email: string;
  next: string;
  /** Above the form: signed out, expired session. */
  notice?: string;
  error?: string;
  validMinutes: number;
};

export async function loginPageState(request: Request): Promise<LoginPageState> {
  const url = new URL(request.url);
  const base = { validMinutes: SIGN_IN_TOKEN_MINUTES, email: "" };
  if (request.method !== "POST") {
    const signedOut = url.searchParams.get("signed-out");
    return {
      ...base,
      status: 200,
      view: "form",
      next: safeNextPath(url.searchParams.get("next")),
      notice:
        signedOut === "everywhere"
          ? "You are signed out on every device."
          : signedOut !== null
            ? "You are signed out."
            : undefined,
    };
  }
  const form = await readForm(request);
  if (form === "too-large") {
    return { ...base, status: 413, view: "form", next: safeNextPath(null), error: TOO_LARGE };
  }
  const email = cutText((field(form, "email") ?? "").trim(), 254);
  const next = safeNextPath(field(form, "next"));
  const result = await requestSignIn(await getDb(), email, {
    ip: clientIp(request.headers),
    linkOrigin: signInLinkOrigin(request),
    nextPath: next,
    // With the file transport (no SMTP server) the link also goes to the log: a laptop's first run.
    logLink: !serverEnv().SMTP_URL,
  });
  if (result.kind === "invalid") {
    return { ...base, status: 400, view: "form", email, next, error: result.error };
  }
  if (result.kind === "rate-limited") {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    return {
      ...base,
      status: 429,
      view: "form",
      email,
      next,
      error: `Too many sign-in requests. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    };
  }
  return { ...base, status: 200, view: "sent", email, next };
}

export type CallbackPageState =
  | { view: "confirm"; status: 200; token: string }
  | { view: "invalid"; status: 400 | 413 }
  | { view: "signed-in"; response: Response };

/**
 * GET shows a "Sign in" button (mail scanners that open links must not use them up); its POST
 * uses the link, opens the session and goes on to where the owner was headed.
 */
export async function callbackPageState(request: Request): Promise<CallbackPageState> {
  const db = await getDb();
  if (request.method !== "POST") {
    const token = new URL(request.url).searchParams.get("token");
    return token && (await signInTokenIsValid(db, token))
      ? { view: "confirm", status: 200, token }
      : { view: "invalid", status: 400 };
  }
  const form = await readForm(request);
  if (form === "too-large") return { view: "invalid", status: 413 };
  const result = await redeemSignIn(db, field(form, "token"), {
    userAgent: request.headers.get("user-agent"),
  });
  if (result.kind === "invalid") return { view: "invalid", status: 400 };
  const headers = new Headers({ Location: result.nextPath });
  headers.append(
    "Set-Cookie",
    sessionCookieHeader(result.session.token, adminRequestIsHttps(request.headers)),
  );
  return { view: "signed-in", response: new Response(null, { status: 303, headers }) };
}

/** POST /admin/sign-out and /admin/sign-out-everywhere (the middleware checked session and CSRF). */
export async function signOut(
  request: Request,
  owner: App.Locals["owner"],
  scope: "this" | "everywhere",
): Promise<Response> {
  const db = await getDb();
  if (scope === "everywhere") await revokeAllSessions(db, owner.email);
  else await revokeSession(db, owner.sessionId);
  const headers = new Headers({
    Location: `/admin/login?signed-out=${scope === "everywhere" ? "everywhere" : "1"}`,
  });
  for (const cookie of clearedSessionCookieHeaders(adminRequestIsHttps(request.headers))) {
    headers.append("Set-Cookie", cookie);
  }
  return new Response(null, { status: 303, headers });
}
