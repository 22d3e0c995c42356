import { siteTimeZone } from "@/config/site";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";

import { busyFromIcs, feedHost, fetchFeed } from "../booking/calendar-feed";
import { openDbHandle, queryRows } from "../db/client";
import { driverFor } from "../db/driver";
import { databaseErrorMessage } from "../db/errors";
import type { ServerEnv } from "../env";
import { logSafe } from "../log-safe";

/**
 * `npm run preflight` (docs/deploy.md): each check of a configuration before it goes live,
 * run against the real services (database, SMTP, webhooks, the public address), with what to fix.
 */
export type CheckResult = { name: string; ok: boolean; detail: string; fix?: string };

const pass = (name: string, detail: string): CheckResult => ({ name, ok: true, detail });
const failure = (name: string, detail: string, fix: string): CheckResult => ({
  name,
  ok: false,
  detail,
  fix,
});

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/** The `when` of the newest migration in drizzle/ (drizzle records it as `created_at`). */
export function latestMigration(folder = MIGRATIONS_FOLDER): { tag: string; when: number } {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error("drizzle/meta/_journal.json lists no migration");
  return last;
}

/**
 * The database answers, the role may create the schemas the start-up migration and the job queue
 * create (tried in a transaction that is rolled back), and every migration is applied.
 */
export async function checkDatabase(env: ServerEnv): Promise<CheckResult[]> {
  const driver = driverFor(env.DATABASE_URL);
  if (driver === "pglite-memory") {
    return [
      failure("database", "memory:// keeps nothing", "set DATABASE_URL to a postgres:// URL"),
    ];
  }
  let handle: Awaited<ReturnType<typeof openDbHandle>>;
  try {
    handle = await openDbHandle(env.DATABASE_URL, { dataDir: env.dataDir });
    await handle.db.execute(sql`select 1`);
  } catch (error) {
    const message = databaseErrorMessage(error);
    if (/in use by process/.test(message)) {
      return [pass("database", `embedded in ${env.dataDir}/pglite, open in the running server`)];
    }
    return [
      failure(
        "database",
        `cannot connect: ${logSafe(message)}`,
        "check DATABASE_URL (host, port, database, user, password) and that the server accepts this machine",
      ),
    ];
  }
  const results: CheckResult[] = [];
  try {
    const where =
      driver === "postgres"
        ? `PostgreSQL ${redactUrl(env.DATABASE_URL!)}`
        : `embedded in ${env.dataDir}/pglite`;
    results.push(pass("database", `reachable (${where})`));
    const probe = `preflight_${randomBytes(4).toString("hex")}`;
    try {
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`create schema "${probe}"`));
        await tx.execute(sql.raw(`create table "${probe}".t (id int)`));
        tx.rollback();
      });
    } catch (error) {
      if ((error as Error)?.constructor?.name !== "TransactionRollbackError") {
        results.push(
          failure(
            "database role",
            `may not create the schema: ${databaseErrorMessage(error)}`,
            "grant it: GRANT CREATE ON DATABASE <name> TO <role> (or let the database's owner run the first start)",
          ),
        );
      }
    }
    if (results.length === 1) results.push(pass("database role", "may create the schema"));

    const latest = latestMigration();
    const applied = await queryRows<{ latest: string | number | null }>(
      handle.db,
      sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
    ).catch(() => [{ latest: null }]);
    const appliedWhen = Number(applied[0]?.latest ?? 0);
    results.push(
      appliedWhen >= latest.when
        ? pass("migrations", `current (${latest.tag})`)
        : failure(
            "migrations",
            appliedWhen === 0 ? "none applied yet" : `behind the code (latest is ${latest.tag})`,
            "run npm run db:migrate (a starting server also migrates)",
          ),
    );
  } finally {
    await handle.close();
  }
  return results;
}

function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    return `${url.hostname}:${url.port || 5432}${url.pathname} as ${decodeURIComponent(url.username) || "(default user)"}`;
  } catch {
    return "(unparsable URL)";
  }
}

/** The SMTP server answers and accepts the credentials (nodemailer's verify()). */
export async function checkSmtp(env: ServerEnv): Promise<CheckResult> {
  if (!env.SMTP_URL) {
    return failure(
      "smtp",
      "SMTP_URL is not set: mail would be written to files",
      "set SMTP_URL=smtps://user:password@smtp.yourprovider.com:465",
    );
  }
  const transport = nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const target = new URL(env.SMTP_URL);
  const where = `${target.hostname}:${target.port || (target.protocol === "smtps:" ? 465 : 587)}`;
  try {
    await transport.verify();
    return pass("smtp", `${where} accepts the credentials`);
  } catch (error) {
    const message = logSafe(error instanceof Error ? error.message : String(error));
    const auth = /auth|login|credentials|535|534/i.test(message);
    return failure(
      "smtp",
      `${where}: ${message}`,
      auth
        ? "the server refuses the user or password in SMTP_URL: check them (URL-encode special characters)"
        : "check the host and port in SMTP_URL (smtps:// for 465, smtp:// with STARTTLS for 587) and the firewall",
    );
  } finally {
    transport.close();
  }
}

/** Each webhook URL answers over HTTP (any status: it is not posted to, so nothing is sent). */
export async function checkWebhooks(env: ServerEnv): Promise<CheckResult[]> {
  return Promise.all(
    env.LEAD_WEBHOOK_URLS.map(async (url, index) => {
      const name = `webhook ${index + 1}`;
      const host = new URL(url).host;
      try {
        const response = await fetch(url, {
          method: "HEAD",
          redirect: "manual",
          signal: AbortSignal.timeout(10_000),
        });
        return pass(name, `${host} answers (HTTP ${response.status})`);
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        return failure(
          name,
          `${host} does not answer: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
          "check the URL in LEAD_WEBHOOK_URLS and that this machine may reach it",
        );
      }
    }),
  );
}

/**
 * Each owner's calendar feed (OWNER_CALENDARS) loads and reads as iCalendar, named by its owner
 * and host (the address itself is a secret); a failure says why.
 */
export async function checkCalendarFeeds(
  env: ServerEnv,
  fetcher: typeof fetch = fetch,
): Promise<CheckResult[]> {
  const now = Date.now();
  return Promise.all(
    env.OWNER_CALENDARS.map(async ([owner, url]) => {
      const name = `calendar ${owner}`;
      try {
        const text = await fetchFeed(url, fetcher);
        const window = { from: now, to: now + env.BOOKING_HORIZON_DAYS * 86_400_000 };
        const busy = busyFromIcs(text, window, siteTimeZone());
        return pass(name, `${feedHost(url)} answers, ${busy.length} busy time(s) ahead`);
      } catch (error) {
        return failure(
          name,
          `${feedHost(url)} failed: ${logSafe(error instanceof Error ? error.message : String(error))}`,
          `check ${owner}'s secret iCal address in OWNER_CALENDARS (the calendar's settings show it)`,
        );
      }
    }),
  );
}

/** SITE_URL leads to this site's health endpoint (DNS, TLS and the proxy in between). */
export async function checkSiteUrl(siteUrl: string | undefined): Promise<CheckResult> {
  if (!siteUrl) return failure("site url", "SITE_URL is not set", "set SITE_URL");
  const target = `${siteUrl.replace(/\/+$/, "")}/api/health`;
  try {
    const response = await fetch(target, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json().catch(() => null)) as { db?: unknown } | null;
    if (response.status === 200 && body && "db" in body) {
      return pass("site url", `${target} answers from this site (HTTP 200)`);
    }
    return failure(
      "site url",
      `${target} answers HTTP ${response.status}${body && "db" in body ? "" : ", not this site's health"}`,
      "point the name at the proxy in front of the instances and start them (docs/deploy.md)",
    );
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return failure(
      "site url",
      `${target} cannot be reached: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
      "check the DNS record, the certificate and the proxy (docs/deploy.md)",
    );
  }
}

/** The editor in production needs its GitHub App whole (checked by name, never shown). */
export function checkEditor(raw: Record<string, string | undefined>): CheckResult {
  const keys = [
    "PUBLIC_KEYSTATIC_GITHUB_REPO",
    "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
    "KEYSTATIC_GITHUB_CLIENT_ID",
    "KEYSTATIC_GITHUB_CLIENT_SECRET",
    "KEYSTATIC_SECRET",
  ];
  const set = keys.filter((key) => raw[key]?.trim());
  if (set.length === 0) return pass("editor", "off (no PUBLIC_KEYSTATIC_GITHUB_REPO)");
  const missing = keys.filter((key) => !set.includes(key));
  if (missing.length === 0) return pass("editor", `saves to ${raw.PUBLIC_KEYSTATIC_GITHUB_REPO}`);
  return failure(
    "editor",
    `incomplete: ${missing.join(", ")} not set`,
    "set all five Keystatic GitHub settings, or none (docs/editing.md)",
  );
}
