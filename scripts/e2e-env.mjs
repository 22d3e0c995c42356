// The environment of the production server the browser tests run against. Shared by
// playwright.config.ts (which starts the server) and scripts/test.mjs (which builds first, with
// the same settings, so the server does not rebuild inside Playwright's start-up timeout).
import { existsSync } from "node:fs";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The deployment test (playwright.deploy.config.ts): nginx on DEPLOY_PORT, its two instances on
 * the next two ports.
 */
export const DEPLOY_PORT = Number(process.env.DEPLOY_PORT ?? E2E_PORT + 10);

/** Debian's nginx (`apt-get install nginx`), or NGINX_PATH; undefined when there is none. */
export const NGINX_PATH = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].find(
  (candidate) => candidate && existsSync(candidate),
);

/**
 * Where the e2e server's mail goes (the file transport: no SMTP_URL), one folder per port so that
 * two servers never share it; e2e/admin.spec.ts reads the owners' sign-in links from here.
 */
export const E2E_MAIL_DIR = `.data/e2e-mail-${E2E_PORT}`;

/** Owners of the e2e server's /admin: one address per test, so no test uses another's link. */
export const E2E_OWNERS = [
  "owner-1@e2e.example",
  "owner-2@e2e.example",
  "owner-3@e2e.example",
  // e2e/admin-enquiries.spec.ts
  "owner-4@e2e.example",
  "owner-5@e2e.example",
  "owner-6@e2e.example",
  "owner-7@e2e.example",
  "owner-8@e2e.example",
  "owner-9@e2e.example",
  // e2e/attribution.spec.ts
  "owner-10@e2e.example",
  "owner-11@e2e.example",
  // e2e/editor.spec.ts
  "owner-12@e2e.example",
  // e2e/traffic.spec.ts
  "owner-13@e2e.example",
  // e2e/admin-inbox.spec.ts: the one who answers, and the one it is given to
  "owner-14@e2e.example",
  "owner-15@e2e.example",
  // e2e/booking.spec.ts: the one owner who takes discovery calls, so a booked time is gone
  "owner-16@e2e.example",
  // e2e/money.spec.ts
  "owner-17@e2e.example",
];

export function e2eServerEnv() {
  return {
    PORT: String(E2E_PORT),
    HOSTNAME: "127.0.0.1",
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? "memory://",
    // The CTO presentation's password for e2e/presentation.spec.ts; TRUST_PROXY lets each test
    // send its own X-Forwarded-For so the lockout test never locks out the others.
    PRESENTATION_PASSWORD: "e2e-deck-password",
    TRUST_PROXY: "1",
    // Every browser test comes from one address: the per-IP limits are unit-tested instead.
    LEAD_RATE_LIMIT: "1000",
    NEWSLETTER_RATE_LIMIT: "1000",
    // A Google tag id so the consent tests can prove the tag waits for consent; the tests
    // block every request to Google, and nothing loads before a visitor accepts.
    GTAG_ID: "G-TEST1234",
    MAIL_DIR: E2E_MAIL_DIR,
    OWNER_EMAILS: E2E_OWNERS.join(","),
    OWNER_NAMES: "owner-14@e2e.example=Meera Nair,owner-15@e2e.example=Kabir Shah",
    // Every minute counts, so a waiting time reads the same at any hour the tests run; the
    // reminders (unit-tested with a controlled clock) stay off: with every owner of every test
    // they would be mail no test reads.
    WORKING_HOURS: "always",
    REMINDER_JOB: "off",
    GADS_CONVERSIONS: "AW-1111111/labelA,AW-2222222/labelB",
    // One owner takes the calls: a booked time leaves /book, a cancelled one comes back.
    BOOKING_OWNERS: "owner-16@e2e.example",
  };
}
