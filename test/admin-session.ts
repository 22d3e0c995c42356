import type { Db } from "@/server/db/client";
import { ADMIN_COOKIE } from "@/server/admin/sign-in/cookies";
import { createSession } from "@/server/admin/sign-in/sessions";

/**
 * A signed-in owner for server tests of the owner's view: a live session in `db` and the Cookie
 * header that carries it (the plain http name). Requests that change something send
 * `csrfToken` as the form field `csrf` or the header `x-csrf-token`. The address must be in the
 * owners the code under test reads (OWNER_EMAILS, or the `owners` option).
 */
export async function createOwnerSession(
  db: Db,
  email: string,
  options: { now?: Date } = {},
): Promise<{ cookieHeader: string; csrfToken: string; sessionId: string }> {
  const session = await createSession(db, email.trim().toLowerCase(), { now: options.now });
  return {
    cookieHeader: `${ADMIN_COOKIE}=${session.token}`,
    csrfToken: session.csrfToken,
    sessionId: session.sessionId,
  };
}
