import { readdirSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * The file transport (no SMTP_URL) keeps every message as a .eml file named after its outbox
 * row (`…-_outbox-<id>-<ms>_<domain>_.eml`, see transport.ts). Deleting an enquiry removes those
 * copies too. Mail sent over SMTP is in the recipients' mailboxes, out of the site's reach.
 */
const OUTBOX_FILE = /-_outbox-(\d+)-\d+_[^/]*\.eml$/;

/** Remove the .eml copies of the given outbox rows from `dir`; answers how many went. */
export function removeStoredMail(dir: string, outboxIds: readonly number[]): number {
  if (outboxIds.length === 0) return 0;
  const wanted = new Set(outboxIds.map(String));
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const match = OUTBOX_FILE.exec(name);
    if (match && wanted.has(match[1]!)) {
      rmSync(path.join(dir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Where the file transport writes (as getMailTransport decides), or null when mail goes by SMTP. */
export function storedMailDir(env: { SMTP_URL?: string; MAIL_DIR?: string; dataDir: string }) {
  if (env.SMTP_URL) return null;
  return path.resolve(env.MAIL_DIR ?? path.join(env.dataDir, "mail"));
}
