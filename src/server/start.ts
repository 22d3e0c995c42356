import { SiteConfigError } from "@/config/load-site-config";
import { securityHeaderOptions } from "@/config/security-options";
import { buildSecurityHeaders } from "@/lib/security-headers";

import { closeDb, getDbDriver, migrateDb } from "./db/client";
import { isConnectionError } from "./db/errors";
import { getMailTransport } from "./email/transport";
import { startOutboxWorker, stopOutboxWorker } from "./email/worker";
import { ServerEnvError, serverEnv } from "./env";
import { describeSecrets, presentationSecrets } from "./presentation/secrets";
import { startRetentionJob, stopRetentionJob } from "./retention/job";
import { onShutdown } from "./runtime";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Start-up: validate settings, migrate the database, start background services. */
export async function startServer() {
  try {
    // Importing the site configuration validates it.
    await import("@/config/site");
    serverEnv();
  } catch (error) {
    if (error instanceof SiteConfigError || error instanceof ServerEnvError) fail(error.message);
    throw error;
  }

  onShutdown(closeDb);
  try {
    // The deck's password and cookie secret: generated once into DATA_DIR when not configured.
    for (const line of describeSecrets(await presentationSecrets())) console.log(line);
  } catch (error) {
    fail(`[presentation] cannot prepare the password: ${(error as Error).message}`);
  }

  try {
    const driver = await getDbDriver();
    await migrateDb();
    console.log(
      `[db] ready (${driver === "postgres" ? "PostgreSQL" : driver === "pglite-memory" ? "in-memory PGlite" : `embedded PGlite in ${serverEnv().dataDir}/pglite`})`,
    );
  } catch (error) {
    // A database server that is down must not keep the site from serving its static pages;
    // requests that need it answer 503 and the connection is retried on each.
    if (isConnectionError(error)) {
      console.error(`[db] unreachable at start; will retry on demand: ${(error as Error).message}`);
    } else {
      fail(`[db] cannot start: ${(error as Error).message}`);
    }
  }

  // Mail: say where it goes (SMTP or .eml files), then start retrying what is undelivered.
  console.log(`[mail] delivering to ${getMailTransport().description}`);
  // Registered after closeDb, so it runs first: stop claiming, wait (bounded) for the sends in
  // flight, the worker's and those that requests started in the background.
  onShutdown(() => stopOutboxWorker());
  if (serverEnv().OUTBOX_WORKER === "on") {
    startOutboxWorker();
    console.log("[mail] outbox worker started");
  }

  // Retention: delete what the privacy policy no longer lets us keep, daily.
  if (serverEnv().RETENTION_JOB === "on") {
    startRetentionJob();
    onShutdown(() => stopRetentionJob());
    console.log("[retention] daily purge of expired data scheduled");
  }
}

export { runShutdown } from "./runtime";
export { routeRedirects } from "@/config/redirects";

/** Headers on every answer; pages replace the Content-Security-Policy with their own. */
export function baselineSecurityHeaders() {
  return buildSecurityHeaders(securityHeaderOptions());
}
