import { defineMiddleware } from "astro:middleware";

import { createAdminMiddleware } from "@/server/admin/middleware";
import { getDb } from "@/server/db/client";

/** The owner's view (/admin, /api/admin) needs a session; every other route passes untouched. */
export const onRequest = defineMiddleware(createAdminMiddleware({ db: getDb }));
