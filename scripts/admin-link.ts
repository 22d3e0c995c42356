// `npm run admin:link EMAIL`: a one-time sign-in link to /admin for an owner (an address in
// OWNER_EMAILS), printed on the server's shell instead of mailed: the way in before mail works.
// The same link as the sign-in mail's (valid 15 minutes, used once); the making is logged
// (without the token) on stderr, where a shell under `script` or a cron job keeps it.
import { parseCli, usageError } from "./lib/cli.mjs";
import { loadEnvFiles } from "./lib/env-files.mjs";

export const USAGE = `
Usage: npm run admin:link EMAIL

Prints a one-time link that signs EMAIL in to /admin (an address in OWNER_EMAILS), valid 15
minutes. Run it on the server with the instances' settings:
  sudo -u site sh -c 'set -a; . /etc/site/site.env; set +a; npm run -s admin:link founder@yourcompany.in'

  -h, --help   this text
`;

const { positionals } = parseCli({ usage: USAGE, positionals: { min: 1, max: 1 } });
const email = positionals[0]!;
if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) usageError(USAGE, `Not an email address: ${email}`);

await loadEnvFiles("production");
// Imported after the .env files are read: the settings are read as the modules load.
const { siteConfig } = await import("../src/config/site");
const { closeDb, getDb } = await import("../src/server/db/client");
const { createSignInLink } = await import("../src/server/admin/sign-in/sign-in");
const { ownerEmails } = await import("../src/server/admin/sign-in/owners");

let link: string | null;
try {
  // The log line of createSignInLink goes to stderr with the rest: stdout is the link alone.
  console.log = console.error;
  link = await createSignInLink(await getDb(), email, {
    linkOrigin: new URL(siteConfig.siteUrl).origin,
  });
} catch (error) {
  console.error(`No link made: ${(error as Error).message}`);
  process.exit(1);
} finally {
  await closeDb().catch(() => {});
}
if (!link) {
  console.error(
    `${email} is not an owner: OWNER_EMAILS is ${ownerEmails().join(", ") || "empty"}. ` +
      "Add the address there (and restart the instances) first.",
  );
  process.exit(1);
}
process.stdout.write(`${link}\n`);
