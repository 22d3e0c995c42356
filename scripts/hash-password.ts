/**
 * `npm run hash-password`: reads a password from stdin and prints the PRESENTATION_PASSWORD_HASH
 * value for it (the hash alone on stdout, instructions on stderr). The password never appears on the command line or in shell history:
 *   npm run -s hash-password            (type it, then Enter: nothing is shown while typing)
 *   printf '%s' 'the password' | npm run -s hash-password
 */
import { parseCli } from "./lib/cli.mjs";
import { readPassword } from "./lib/read-password.mjs";

parseCli({
  usage: `
Usage: npm run -s hash-password   (type the password, or pipe it in on stdin)

Prints the PRESENTATION_PASSWORD_HASH value for the CTO presentation's password; the password
never appears on the command line.

  -h, --help   this text
`,
});
// Loaded once the arguments are known: --help and a wrong call answer at once.
const { hashPassword } = await import("../src/server/presentation/password");

let typed: string;
try {
  typed = await readPassword(process.stdin, process.stderr, "Password for the CTO presentation: ");
} catch {
  process.exit(130);
}
const password = typed.trim();
if (!password) {
  console.error("No password given: type it, or pipe it in on stdin.");
  process.exit(1);
}
if (password.length < 10) {
  console.error("Warning: a password shorter than 10 characters is easy to guess.");
}
const hash = await hashPassword(password);
console.error(
  [
    "Set PRESENTATION_PASSWORD_HASH in the server's environment (the hash alone is on stdout):",
    `  shell, systemd, Docker:  PRESENTATION_PASSWORD_HASH='${hash}'`,
    `  .env or .env.local:      PRESENTATION_PASSWORD_HASH=${hash.replaceAll("$", "\\$")}`,
    "",
  ].join("\n"),
);
console.log(hash);
