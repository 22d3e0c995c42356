import type { MiddlewareHandler } from "astro";

import type { Db } from "../../db/client";
import { contentEditorPath } from "../../env";
import { guardAdminRequest, isAdminArea, withAdminHeaders } from "./guard";

/**
 * The owner's view behind its sign-in (src/middleware.ts installs it with the app's database):
 * other paths pass untouched; an admin request is refused (303 to the sign-in page, 401 for the
 * API, 403 for a missing CSRF token) or passes with `locals.owner` set (and where the content
 * editor is, when this server has one).
 */
export function createAdminMiddleware(options: {
  db: () => Promise<Db>;
  owners?: () => readonly string[];
  now?: () => Date;
}): MiddlewareHandler {
  return async (context, next) => {
    const pathname = context.url.pathname;
    if (!isAdminArea(pathname)) return next();
    const result = await guardAdminRequest(context.request, {
      db: options.db,
      now: options.now?.(),
      owners: options.owners?.(),
    });
    if (result.kind === "refused") return withAdminHeaders(result.response, pathname);
    if (result.kind === "owner") {
      context.locals.owner = result.owner;
      context.locals.contentEditorPath = contentEditorPath();
    }
    try {
      return withAdminHeaders(await next(), pathname);
    } catch (error) {
      // Astro's own error page would leave out the headers every owner's answer carries.
      console.error(`[admin] ${pathname} failed:`, error);
      return withAdminHeaders(
        new Response("Something went wrong on our side. Please try again.", {
          status: 500,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        }),
        pathname,
      );
    }
  };
}
