import { describe, expect, it } from "vitest";

import { parseServerEnv } from "./env";
import {
  describeProductionProblems,
  isExampleHost,
  productionProblems,
} from "./production-settings";

/** Every setting a production start wants, all real-looking. */
const LIVE = {
  SITE_URL: "https://www.aarambhtech.in",
  OWNER_EMAILS: "founder@aarambhtech.in",
  SMTP_URL: "smtps://mailer:secret@smtp.mailprovider.com:465",
  PRESENTATION_PASSWORD_HASH: `scrypt$32768$8$1$${"a".repeat(22)}$${"b".repeat(43)}`,
  SESSION_SECRET: "s".repeat(40),
  DATABASE_URL: "postgres://site:pw@db.internal:5432/site",
};

const problemsOf = (env: Record<string, string | undefined>) =>
  productionProblems(env, parseServerEnv(env));

describe("a production start", () => {
  it("accepts real settings, and the embedded database only when asked for", () => {
    expect(problemsOf(LIVE)).toEqual([]);
    expect(problemsOf({ ...LIVE, DATABASE_URL: undefined, DATABASE: "embedded" })).toEqual([]);
    expect(
      problemsOf({ ...LIVE, PRESENTATION_PASSWORD_HASH: undefined, PRESENTATION_PASSWORD: "x" }),
    ).toEqual([]);
  });

  it("refuses each development default, naming the variable and what to set", () => {
    const message = describeProductionProblems(problemsOf({}));
    expect(message.split("\n")).toEqual([
      "Refusing to start in production with development defaults:",
      "  SITE_URL is not set: set the site's public address, e.g. https://www.yourcompany.in (then build)",
      "  OWNER_EMAILS is empty, so nobody can sign in to /admin: set the owners' addresses, comma-separated",
      "  SMTP_URL is not set, so mail would be written to files instead of sent: set smtps://user:password@smtp.yourprovider.com:465",
      "  PRESENTATION_PASSWORD_HASH is not set, so the deck's password would be generated: set the hash `npm run -s hash-password` prints",
      "  SESSION_SECRET is not set, so each machine would generate its own: set 32+ random characters (openssl rand -base64 48), the same on every instance",
      "  DATABASE_URL is not set: set postgres://user:password@host:5432/dbname, or DATABASE=embedded to keep the embedded database (one process on one machine)",
      "Set them in the environment or .env.production.local (docs/deploy.md); without NODE_ENV=production or --production, `npm start` keeps the defaults.",
    ]);
  });

  it("refuses an example domain as SITE_URL and an in-memory database", () => {
    expect(problemsOf({ ...LIVE, SITE_URL: "https://www.aarambh.example" })).toEqual([
      {
        variable: "SITE_URL",
        problem: "is an example domain (https://www.aarambh.example)",
        fix: "the site's public address, e.g. https://www.yourcompany.in (then build)",
      },
    ]);
    expect(problemsOf({ ...LIVE, DATABASE_URL: "memory://" })).toEqual([
      {
        variable: "DATABASE_URL",
        problem: "is memory://, which loses every enquiry at a stop",
        fix: "postgres://user:password@host:5432/dbname",
      },
    ]);
  });

  it("knows the reserved example domains", () => {
    for (const host of [
      "aarambh.example",
      "example.com",
      "www.example.org",
      "shop.test",
      "x.invalid",
    ]) {
      expect(isExampleHost(host), host).toBe(true);
    }
    for (const host of ["aarambhtech.in", "example-company.com", "examples.org", "127.0.0.1"]) {
      expect(isExampleHost(host), host).toBe(false);
    }
  });
});
