/**
 * `npm run hash-password`: reads a password from stdin and prints the PRESENTATION_PASSWORD_HASH
 * value for it (the hash alone on stdout, instructions on stderr). The password never appears on the command line or in shell history:
 *   npm run -s hash-password            (type it, then Enter; Ctrl-D also ends input)
 *   printf '%s' 'the password' | npm run -s hash-password
 */
import { createInterface } from "node:readline";

import { hashPassword } from "../src/server/presentation/password";

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    process.stderr.write("Password for the CTO presentation: ");
    const rl = createInterface({ input: process.stdin, terminal: false });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return "";
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const password = (await readPassword()).trim();
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
