import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { parseServerEnv } from "./env";
import {
  contentProblems,
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
  CONTACT_EMAIL: "hello@aarambhtech.in",
  FOUNDER_EMAIL: "arjun@aarambhtech.in",
  PRIVACY_EMAIL: "privacy@aarambhtech.in",
  LEGAL_EMAIL: "legal@aarambhtech.in",
  CONTACT_PHONE: "+91 80 4123 4567",
  WHATSAPP_NUMBER: "918041234567",
  SCHEDULING_URL: "https://cal.com/aarambhtech/discovery-call",
  LINKEDIN_URL: "https://www.linkedin.com/company/aarambhtech",
  X_URL: "https://x.com/aarambhtech",
  GITHUB_URL: "https://github.com/aarambhtech",
};

/** A content folder with nothing to refuse (the repository's own is checked by its own test). */
const cleanContent = mkdtempSync(path.join(os.tmpdir(), "content-"));
afterAll(() => rmSync(cleanContent, { recursive: true, force: true }));

const problemsOf = (env: Record<string, string | undefined>) =>
  productionProblems(env, parseServerEnv(env), { contentDir: cleanContent });
const variablesOf = (env: Record<string, string | undefined>) =>
  problemsOf(env).map((problem) => problem.variable);

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
      "  CONTACT_EMAIL is an example address (hello@aarambh.example): set the address visitors write to, e.g. hello@yourcompany.in",
      "  FOUNDER_EMAIL is an example address (arjun@aarambh.example): set the founder's address, e.g. arjun@yourcompany.in",
      "  PRIVACY_EMAIL is an example address (privacy@aarambh.example): set the address for privacy requests",
      "  LEGAL_EMAIL is an example address (legal@aarambh.example): set the address for legal notices",
      "  LINKEDIN_URL is an example address (https://linkedin.aarambh.example/company/aarambh-tech): set the company's LinkedIn page",
      "  X_URL is an example address (https://x.aarambh.example/aarambhtech): set the company's X profile",
      "  GITHUB_URL is an example address (https://github.aarambh.example/aarambh-tech): set the company's GitHub organisation",
      '  CONTACT_PHONE is the example number (+91 98765 43210): set the number visitors call, e.g. "+91 80 4123 4567"',
      "  WHATSAPP_NUMBER is the example number (919876543210): set your WhatsApp Business number in digits with the country code, e.g. 918041234567",
      "  LEADS_NOTIFY_TO is not set, so the team's new-enquiry mail goes to CONTACT_EMAIL, an example address (hello@aarambh.example): set the team's address(es) for new enquiries, comma-separated",
      '  MAIL_FROM is not set, so mail is sent from CONTACT_EMAIL, an example address (hello@aarambh.example): set "Your Company" <hello@yourcompany.in>, an address your SMTP provider may send from',
      "  OWNER_EMAILS is empty, so nobody can sign in to /admin: set the owners' addresses, comma-separated",
      "  SMTP_URL is not set, so mail would be written to files instead of sent: set smtps://user:password@smtp.yourprovider.com:465",
      "  PRESENTATION_PASSWORD_HASH is not set, so the deck's password would be generated: set the hash `npm run -s hash-password` prints",
      "  SESSION_SECRET is not set, so each machine would generate its own: set 32+ random characters (openssl rand -base64 48), the same on every instance",
      "  DATABASE_URL is not set: set postgres://user:password@host:5432/dbname, or DATABASE=embedded to keep the embedded database (one process on one machine)",
      "Set them in the environment or .env.production.local (docs/deploy.md); without NODE_ENV=production or --production, `npm start` keeps the defaults.",
    ]);
  });

  it("takes our own booking page, /book, the default, as a real value", () => {
    const message = describeProductionProblems(problemsOf({}));
    expect(message).not.toContain("SCHEDULING_URL");
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

  it("names each example value that reaches visitors or mail, one at a time", () => {
    const cases: [string, string, string][] = [
      ["FOUNDER_EMAIL", "arjun@example.com", "FOUNDER_EMAIL"],
      ["CAREERS_EMAIL", "jobs@careers.test", "CAREERS_EMAIL"],
      ["PRIVACY_EMAIL", "privacy@x.invalid", "PRIVACY_EMAIL"],
      ["LEGAL_EMAIL", "legal@example.org", "LEGAL_EMAIL"],
      ["SCHEDULING_URL", "https://schedule.aarambh.example/call", "SCHEDULING_URL"],
      ["ONBOARDING_URL", "https://forms.example.com/start", "ONBOARDING_URL"],
      ["LINKEDIN_URL", "https://linkedin.aarambh.example/company/x", "LINKEDIN_URL"],
      ["X_URL", "https://x.aarambh.example/x", "X_URL"],
      ["GITHUB_URL", "https://github.aarambh.example/x", "GITHUB_URL"],
      ["CONTACT_PHONE", "+91 98765 43210", "CONTACT_PHONE"],
      ["WHATSAPP_NUMBER", "919876543210", "WHATSAPP_NUMBER"],
      ["LEADS_NOTIFY_TO", "team@aarambhtech.in, sales@aarambh.example", "LEADS_NOTIFY_TO"],
      ["MAIL_FROM", '"Aarambh" <hello@aarambh.example>', "MAIL_FROM"],
      ["OWNER_EMAILS", "founder@aarambhtech.in,cofounder@team.example", "OWNER_EMAILS"],
    ];
    for (const [variable, value, named] of cases) {
      expect(variablesOf({ ...LIVE, [variable]: value }), variable).toEqual([named]);
    }
    // Their real values pass; MAIL_FROM and LEADS_NOTIFY_TO may stay unset with a real contact.
    expect(
      variablesOf({
        ...LIVE,
        CAREERS_EMAIL: "jobs@aarambhtech.in",
        ONBOARDING_URL: "/onboarding",
        LEADS_NOTIFY_TO: "team@aarambhtech.in",
        MAIL_FROM: '"Aarambh" <hello@aarambhtech.in>',
      }),
    ).toEqual([]);
    // Unset, the team's mail and the sender follow CONTACT_EMAIL, named with it.
    expect(variablesOf({ ...LIVE, CONTACT_EMAIL: "hello@aarambh.example" })).toEqual([
      "CONTACT_EMAIL",
      "LEADS_NOTIFY_TO",
      "MAIL_FROM",
    ]);
  });

  it("names each content file with an example address, and the repository's content has none", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "content-"));
    try {
      mkdirSync(path.join(dir, "team"));
      writeFileSync(
        path.join(dir, "team", "asha.yaml"),
        "name: Asha\nlinkedin: https://linkedin.aarambh.example/in/asha\nemail: asha@aarambhtech.in\n",
      );
      writeFileSync(path.join(dir, "site.json"), '{"contact": "hello@team.example"}');
      // Prose may write example.com; only its links count.
      writeFileSync(
        path.join(dir, "post.md"),
        "Call https://api.example.com/v1 from your code.\n\n[Book a call](https://cal.example/x)\n",
      );
      expect(contentProblems(dir)).toEqual([
        {
          variable: `${path.basename(dir)}/post.md`,
          problem: "has example addresses (https://cal.example/x)",
          fix: "the real addresses in that file (or in the editor), then build",
        },
        {
          variable: `${path.basename(dir)}/site.json`,
          problem: "has example addresses (hello@team.example)",
          fix: "the real addresses in that file (or in the editor), then build",
        },
        {
          variable: `${path.basename(dir)}/team/asha.yaml`,
          problem: "has example addresses (https://linkedin.aarambh.example/in/asha)",
          fix: "the real addresses in that file (or in the editor), then build",
        },
      ]);
      expect(
        productionProblems(LIVE, parseServerEnv(LIVE), { contentDir: dir }).map(
          (problem) => problem.variable,
        ),
      ).toHaveLength(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(contentProblems(path.resolve("content"))).toEqual([]);
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
