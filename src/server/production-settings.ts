import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { loadSiteConfig, SiteConfigError } from "@/config/load-site-config";

import { driverFor } from "./db/driver";
import type { ServerEnv } from "./env";

/**
 * What a production start refuses: the friendly development defaults that would put a site live
 * with placeholder addresses, mail written to files, no owner, or secrets generated on disk.
 * Each problem names the variable (or the content file) and what to set (docs/deploy.md).
 * Called by the start (start.ts) and `npm run preflight`; env.ts does not know about it.
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

/** The host of an email address or URL, or "" when it has none. */
function hostOf(value: string): string {
  if (value.includes("@") && !value.includes("//")) {
    return (value.split("@").pop() ?? "").replace(/>.*$/, "").trim();
  }
  try {
    return new URL(value).hostname;
  } catch {
    return "";
  }
}

const isExampleValue = (value: string) => isExampleHost(hostOf(value));

/**
 * The site settings visitors see (pages, the footer, structured data) and that still hold an
 * example address or the example phone number: each named, with its value. An unset variable
 * counts by its default.
 */
function siteSettingProblems(raw: Record<string, string | undefined>): SettingProblem[] {
  let site: ReturnType<typeof loadSiteConfig>;
  let defaults: ReturnType<typeof loadSiteConfig>;
  try {
    site = loadSiteConfig(raw);
    defaults = loadSiteConfig({});
  } catch (error) {
    // The site configuration's own check names a malformed value.
    if (error instanceof SiteConfigError) return [];
    throw error;
  }
  const shown: [variable: string, value: string, fix: string][] = [
    [
      "CONTACT_EMAIL",
      site.emails.contact,
      "the address visitors write to, e.g. hello@yourcompany.in",
    ],
    ["FOUNDER_EMAIL", site.founder.email, "the founder's address, e.g. arjun@yourcompany.in"],
    ["CAREERS_EMAIL", site.emails.careers, "the address applications go to (unset: FOUNDER_EMAIL)"],
    ["PRIVACY_EMAIL", site.emails.privacy, "the address for privacy requests"],
    ["LEGAL_EMAIL", site.emails.legal, "the address for legal notices"],
    [
      "SCHEDULING_URL",
      site.links.scheduling,
      "the page where visitors book a call, e.g. https://cal.com/yourcompany/30min",
    ],
    ["ONBOARDING_URL", site.links.onboarding, "/onboarding, or your own onboarding page"],
    ["LINKEDIN_URL", site.social.linkedin, "the company's LinkedIn page"],
    ["X_URL", site.social.x, "the company's X profile"],
    ["GITHUB_URL", site.social.github, "the company's GitHub organisation"],
  ];
  const problems: SettingProblem[] = [];
  for (const [variable, value, fix] of shown) {
    // CAREERS_EMAIL unset shows FOUNDER_EMAIL's address: named once, under FOUNDER_EMAIL.
    if (variable === "CAREERS_EMAIL" && !raw.CAREERS_EMAIL?.trim()) continue;
    if (isExampleValue(value)) {
      problems.push({ variable, problem: `is an example address (${value})`, fix });
    }
  }
  if (site.phone === defaults.phone) {
    problems.push({
      variable: "CONTACT_PHONE",
      problem: `is the example number (${site.phone})`,
      fix: 'the number visitors call, e.g. "+91 80 4123 4567"',
    });
  }
  if (site.whatsapp.number === defaults.whatsapp.number) {
    problems.push({
      variable: "WHATSAPP_NUMBER",
      problem: `is the example number (${site.whatsapp.number})`,
      fix: "your WhatsApp Business number in digits with the country code, e.g. 918041234567",
    });
  }
  return problems;
}

/** Where mail goes or comes from: the team's notifications, the sender, the owners' links. */
function mailSettingProblems(
  raw: Record<string, string | undefined>,
  env: ServerEnv,
): SettingProblem[] {
  let contact = "";
  try {
    contact = loadSiteConfig(raw).emails.contact;
  } catch {
    /* named by the site configuration's own check */
  }
  const problems: SettingProblem[] = [];
  const notifyTo = env.LEADS_NOTIFY_TO ?? contact;
  const examples = notifyTo
    .split(",")
    .map((part) => part.trim())
    .filter(isExampleValue);
  if (examples.length > 0) {
    problems.push({
      variable: "LEADS_NOTIFY_TO",
      problem: env.LEADS_NOTIFY_TO
        ? `is an example address (${examples.join(", ")})`
        : `is not set, so the team's new-enquiry mail goes to CONTACT_EMAIL, an example address (${contact})`,
      fix: "the team's address(es) for new enquiries, comma-separated",
    });
  }
  const from = env.MAIL_FROM ?? contact;
  if (isExampleValue(from)) {
    problems.push({
      variable: "MAIL_FROM",
      problem: env.MAIL_FROM
        ? `is an example address (${from})`
        : `is not set, so mail is sent from CONTACT_EMAIL, an example address (${contact})`,
      fix: '"Your Company" <hello@yourcompany.in>, an address your SMTP provider may send from',
    });
  }
  const exampleOwners = env.OWNER_EMAILS.filter(isExampleValue);
  if (exampleOwners.length > 0) {
    problems.push({
      variable: "OWNER_EMAILS",
      problem: `has example addresses (${exampleOwners.join(", ")}), which no sign-in link reaches`,
      fix: "the owners' addresses, comma-separated",
    });
  }
  return problems;
}

/** URLs and email addresses in a content file's text (data files whole, Markdown's links). */
function addressesIn(file: string, text: string): string[] {
  const found: string[] = [];
  const data = /\.(ya?ml|json)$/.test(file);
  const urls = data
    ? /https?:\/\/[^\s"'<>)\]]+/gi
    : /\]\(\s*<?(https?:\/\/[^\s)>]+|mailto:[^\s)>]+)|<(https?:\/\/[^\s>]+)>/gi;
  for (const match of text.matchAll(urls)) found.push(match[2] ?? match[1] ?? match[0]);
  if (data) {
    for (const match of text.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g)) {
      found.push(match[0]);
    }
  }
  return found.map((value) => value.replace(/^mailto:/i, ""));
}

/**
 * Example addresses in the site's content (content/: the team's links, a page's buttons…), which
 * reach visitors as they are: each file named with the addresses to replace. Prose is read for
 * its links only, so an article may still write example.com in its text or code.
 */
export function contentProblems(contentDir = path.resolve("content")): SettingProblem[] {
  if (!existsSync(contentDir)) return [];
  const problems: SettingProblem[] = [];
  const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ya?ml|json|mdx?|mdoc)$/.test(file))
    .sort();
  for (const file of files) {
    const examples = [
      ...new Set(addressesIn(file, readFileSync(path.join(contentDir, file), "utf8"))),
    ].filter(isExampleValue);
    if (examples.length === 0) continue;
    problems.push({
      variable: path.join(path.basename(contentDir), file),
      problem: `has example addresses (${examples.join(", ")})`,
      fix: "the real addresses in that file (or in the editor), then build",
    });
  }
  return problems;
}

export function productionProblems(
  raw: Record<string, string | undefined>,
  env: ServerEnv,
  options: { contentDir?: string } = {},
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
  problems.push(...siteSettingProblems(raw), ...mailSettingProblems(raw, env));
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
  problems.push(...contentProblems(options.contentDir));
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
