import { writeSync } from "node:fs";

import { SiteConfigError } from "@/config/load-site-config";
import { securityHeaderOptions } from "@/config/security-options";
import { buildSecurityHeaders } from "@/lib/security-headers";

import { closeDb, getDb, getDbDriver, migrateDb } from "./db/client";
import { databaseErrorMessage, isConnectionError } from "./db/errors";
import { getMailTransport } from "./email/transport";
import { ServerEnvError, rawEnvironment, serverEnv } from "./env";
import { getJobQueue } from "./jobs/lifecycle";
import { startWorkers } from "./jobs/workers";
import { describeSecrets, presentationSecrets } from "./presentation/secrets";
import { describeProductionProblems, productionProblems } from "./production-settings";
import { onShutdown, processSingleton } from "./runtime";

function fail(message: string): never {
  // Written synchronously: process.exit right after console.error cuts a long message short
  // when stderr is a pipe (systemd's journal, a CI log).
  writeSync(2, `${message}\n`);
  process.exit(1);
}

/**
 * Start-up: validate settings, migrate the database, start background services. `production`
 * (NODE_ENV=production or --production given to `npm start`) also refuses development defaults.
 */
export async function startServer(options: { production?: boolean } = {}) {
  try {
    // Importing the site configuration validates it.
    await import("@/config/site");
    serverEnv();
  } catch (error) {
    if (error instanceof SiteConfigError || error instanceof ServerEnvError) fail(error.message);
    throw error;
  }
  if (options.production) {
    const problems = productionProblems(rawEnvironment(), serverEnv());
    if (problems.length > 0) fail(describeProductionProblems(problems));
    console.log("[settings] production: every required setting is set");
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
      fail(`[db] cannot start: ${databaseErrorMessage(error)}`);
    }
  }

  // Mail: say where it goes (SMTP or .eml files).
  console.log(`[mail] delivering to ${getMailTransport().description}`);
  void startBackgroundWork();
}

/**
 * `npm run dev` has no start-up of its own: its first request starts the workers (once per
 * process), so mail and webhooks go out under the development server as they do in production.
 */
export function startDevelopmentWorkers(): void {
  processSingleton("dev.workers", () => {
    void startBackgroundWork();
    return true;
  });
}

/** Between tries to start the workers while the database cannot be reached. */
const WORKERS_RETRY_MS = 30_000;

/**
 * The queue's workers (src/server/jobs): mail and lead webhooks, the daily purge and the inbox's
 * reminders. Started
 * once the database answers; tried again every 30 s while it does not, so the site serves its
 * pages meanwhile. closeDb (registered first, so run last) stops the queue gracefully: no job is
 * taken any more and those running are awaited, at most 10 s.
 */
async function startBackgroundWork(): Promise<void> {
  const env = serverEnv();
  const mail = env.OUTBOX_WORKER === "on";
  const retention = env.RETENTION_JOB === "on";
  const reminders = env.REMINDER_JOB === "on";
  const booking = env.BOOKING_JOBS === "on";
  if (!mail && !retention && !reminders && !booking) return;
  try {
    await startWorkers(await getDb(), await getJobQueue(), {
      mail: mail && {
        transport: getMailTransport(),
        sender: () => ({ secret: serverEnv().LEAD_WEBHOOK_SECRET }),
      },
      retention: retention && {},
      reminders: reminders && {},
      booking: booking && {},
    });
    if (mail) console.log("[jobs] mail and webhook workers started");
    if (retention) console.log("[retention] daily purge of expired data scheduled");
    if (reminders) console.log("[reminders] inbox reminders checked every minute");
    if (booking) console.log("[calls] call reminders every minute, calendar feeds every 5 minutes");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[jobs] cannot start the workers yet, will retry: ${message}`);
    setTimeout(() => void startBackgroundWork(), WORKERS_RETRY_MS).unref();
  }
}

export { runShutdown } from "./runtime";
export { routeRedirects } from "@/config/redirects";

/** Headers on every answer; pages replace the Content-Security-Policy with their own. */
export function baselineSecurityHeaders() {
  return buildSecurityHeaders(securityHeaderOptions());
}
