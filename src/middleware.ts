import { defineMiddleware, sequence } from "astro:middleware";

import {
  EDITOR_DEVELOPMENT_POLICY,
  EDITOR_PATH,
  editorContentSecurityPolicy,
} from "@/features/editor/editor-policy";
import { createAdminMiddleware } from "@/server/admin/sign-in/middleware";
import { getDb } from "@/server/db/client";
import { startDevelopmentWorkers } from "@/server/start";

/** The content editor's page may reach GitHub; no other page may (docs/decisions/0022). */
const editorPolicy = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!EDITOR_PATH.test(context.url.pathname)) return response;
  const policy = response.headers.get("content-security-policy");
  response.headers.set(
    "content-security-policy",
    policy ? editorContentSecurityPolicy(policy) : EDITOR_DEVELOPMENT_POLICY,
  );
  return response;
});

/** `npm run dev`: the mail, webhook and purge workers run as under `npm start`. */
const developmentWorkers = defineMiddleware((_context, next) => {
  if (import.meta.env.DEV) startDevelopmentWorkers();
  return next();
});

/** The owner's view (/admin, /api/admin) needs a session; every other route passes untouched. */
export const onRequest = sequence(
  developmentWorkers,
  editorPolicy,
  defineMiddleware(createAdminMiddleware({ db: getDb })),
);
