import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { E2E_MAIL_DIR } from "../../scripts/e2e-env.mjs";

/**
 * The e2e server's outgoing mail: .eml files from the file transport in E2E_MAIL_DIR (the server
 * runs with no SMTP_URL). Sign-in links are read from here, as an owner on a laptop would.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Quoted-printable soft breaks and escapes, as nodemailer writes long text lines. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Messages to `to` written since `since` (ms), oldest first, decoded. */
export function mailTo(to: string, since: number): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(E2E_MAIL_DIR).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return names
    .map((name) => path.join(E2E_MAIL_DIR, name))
    .filter((file) => statSync(file).mtimeMs >= since - 1000)
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .map((file) => decodeQuotedPrintable(readFileSync(file, "utf8")))
    .filter((raw) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}\\s*$`, "im").test(raw));
}

/** The sign-in link in the newest mail to `to` since `since`; waits up to 15 s for it. */
export async function waitForSignInLink(to: string, since: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    // The latest mail with a link: an owner also gets the inbox's reminders.
    const link = mailTo(to, since)
      .map((mail) => /https?:\/\/\S+\/admin\/login\/callback\?token=[A-Za-z0-9_-]{43}/.exec(mail))
      .filter(Boolean)
      .at(-1);
    if (link) return link[0];
    if (Date.now() > deadline) throw new Error(`No sign-in mail to ${to} in ${E2E_MAIL_DIR}`);
    await sleep(200);
  }
}
