import { driverFor } from "./db/driver";
import type { ServerEnv } from "./env";

/**
 * What a production start refuses: the friendly development defaults that would put a site live
 * with placeholder addresses, mail written to files, no owner, or secrets generated on disk.
 * Each problem names the variable and what to set (docs/deploy.md).
 */
export type SettingProblem = {
  variable: string;
  /** What is wrong, after the variable's name: "is not set". */
  problem: string;
  /** What to set it to. */
  fix: string;
};

/** Domains reserved for documentation and tests (RFC 2606, RFC 6761): never a live site's. */
export function isExampleHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return /(^|\.)(example|test|invalid)$/.test(host) || /(^|\.)example\.(com|net|org)$/.test(host);
}

export function productionProblems(
  raw: Record<string, string | undefined>,
  env: ServerEnv,
): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const siteUrl = raw.SITE_URL?.trim();
  if (!siteUrl) {
    problems.push({
      variable: "SITE_URL",
      problem: "is not set",
      fix: "the site's public address, e.g. https://www.yourcompany.in (then build)",
    });
  } else {
    let host = "";
    try {
      host = new URL(siteUrl).hostname;
    } catch {
      /* the site configuration's own check names a malformed URL */
    }
    if (host && isExampleHost(host)) {
      problems.push({
        variable: "SITE_URL",
        problem: `is an example domain (${siteUrl})`,
        fix: `the site's public address, e.g. https://www.yourcompany.in (then build)`,
      });
    }
  }
  if (env.OWNER_EMAILS.length === 0) {
    problems.push({
      variable: "OWNER_EMAILS",
      problem: "is empty, so nobody can sign in to /admin",
      fix: "the owners' addresses, comma-separated",
    });
  }
  if (!env.SMTP_URL) {
    problems.push({
      variable: "SMTP_URL",
      problem: "is not set, so mail would be written to files instead of sent",
      fix: "smtps://user:password@smtp.yourprovider.com:465",
    });
  }
  if (!env.PRESENTATION_PASSWORD_HASH && !env.PRESENTATION_PASSWORD?.trim()) {
    problems.push({
      variable: "PRESENTATION_PASSWORD_HASH",
      problem: "is not set, so the deck's password would be generated",
      fix: "the hash `npm run -s hash-password` prints",
    });
  }
  if (!env.SESSION_SECRET) {
    problems.push({
      variable: "SESSION_SECRET",
      problem: "is not set, so each machine would generate its own",
      fix: "32+ random characters (openssl rand -base64 48), the same on every instance",
    });
  }
  const driver = driverFor(env.DATABASE_URL);
  if (driver === "pglite-memory") {
    problems.push({
      variable: "DATABASE_URL",
      problem: "is memory://, which loses every enquiry at a stop",
      fix: "postgres://user:password@host:5432/dbname",
    });
  } else if (driver === "pglite-file" && env.DATABASE !== "embedded") {
    problems.push({
      variable: "DATABASE_URL",
      problem: "is not set",
      fix: "postgres://user:password@host:5432/dbname, or DATABASE=embedded to keep the embedded database (one process on one machine)",
    });
  }
  return problems;
}

/** The start-up message for `problems`, one line per variable. */
export function describeProductionProblems(problems: SettingProblem[]): string {
  return [
    "Refusing to start in production with development defaults:",
    ...problems.map((problem) => `  ${problem.variable} ${problem.problem}: set ${problem.fix}`),
    "Set them in the environment or .env.production.local (docs/deploy.md); without NODE_ENV=production or --production, `npm start` keeps the defaults.",
  ].join("\n");
}
