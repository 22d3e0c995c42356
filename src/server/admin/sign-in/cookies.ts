import { siteConfig } from "@/config/site";

import { isProduction } from "../../env";
import { isHttpsRequest, serializeCookie } from "../../presentation/session";
import { SESSION_ABSOLUTE_MS } from "./sessions";

/**
 * The owner's session cookie: `__Host-admin_session` over HTTPS (pinned to this host, path / and
 * Secure), `admin_session` on http://localhost; HttpOnly, SameSite=Lax either way.
 */
export const ADMIN_COOKIE = "admin_session";
export const SECURE_ADMIN_COOKIE = "__Host-admin_session";

export function adminRequestIsHttps(headers: Headers): boolean {
  return isHttpsRequest(headers, { siteUrl: siteConfig.siteUrl, production: isProduction() });
}

/** The session cookie's value from the request's Cookie header (either name). */
export function readAdminCookie(headers: Headers): string | undefined {
  const header = headers.get("cookie");
  if (!header) return undefined;
  const values = new Map<string, string>();
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    const name = part.slice(0, index).trim();
    if (!values.has(name)) values.set(name, part.slice(index + 1).trim());
  }
  return values.get(SECURE_ADMIN_COOKIE) ?? values.get(ADMIN_COOKIE);
}

export function sessionCookieHeader(token: string, https: boolean): string {
  return serializeCookie({
    name: https ? SECURE_ADMIN_COOKIE : ADMIN_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: https,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

/** Both names, expired: signing out clears whichever the browser holds. */
export function clearedSessionCookieHeaders(https: boolean): string[] {
  const plain = serializeCookie({
    name: ADMIN_COOKIE,
    value: "",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: https,
    maxAge: 0,
  });
  if (!https) return [plain];
  return [
    plain,
    serializeCookie({
      name: SECURE_ADMIN_COOKIE,
      value: "",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: true,
      maxAge: 0,
    }),
  ];
}
