import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { serverEnv } from "../env";
import { processSingleton } from "../runtime";
import { hashPassword } from "./password";

/**
 * Where the deck's password and the cookie-signing secret come from:
 * - password: PRESENTATION_PASSWORD_HASH (used as is), else PRESENTATION_PASSWORD (hashed once at
 *   start), else a random password generated once and kept in `${DATA_DIR}/presentation-password`;
 * - secret: SESSION_SECRET, else a random one generated once in `${DATA_DIR}/session-secret`.
 * Generated files are created atomically with mode 0600, so several processes agree on one value.
 */
export const PASSWORD_FILE = "presentation-password";
export const SECRET_FILE = "session-secret";

export type SecretsInput = {
  PRESENTATION_PASSWORD?: string;
  PRESENTATION_PASSWORD_HASH?: string;
  SESSION_SECRET?: string;
  dataDir: string;
};

export type PresentationSecrets = {
  /** The encoded scrypt hash the submitted password is checked against. */
  passwordHash: string;
  passwordSource: "hash" | "password" | "generated";
  /** Set only when the password was generated: shown at start so the operator can hand it out. */
  generatedPassword?: string;
  passwordFile?: string;
  secretSource: "env" | "generated";
  secretFile?: string;
  /**
   * The HMAC key for session cookies: derived from the secret and the password setting, so
   * changing the password also ends every open session.
   */
  sessionKey: Buffer;
};

/** Read a secret file, or create it with `generate()` if it does not exist yet (mode 0600). */
export function readOrCreateSecretFile(file: string, generate: () => string): string {
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing) {
      chmodSync(file, 0o600);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temporary, `${generate()}\n`, { mode: 0o600 });
  try {
    // link() fails if the file appeared meanwhile: the first writer wins, everyone reads its value.
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  return readFileSync(file, "utf8").trim();
}

export function generatePassword(): string {
  // 20 characters from a 64-letter alphabet: 120 bits, unguessable, still easy to paste.
  return randomBytes(15).toString("base64url");
}

export async function loadPresentationSecrets(input: SecretsInput): Promise<PresentationSecrets> {
  let passwordHash: string;
  let passwordSource: PresentationSecrets["passwordSource"];
  let fingerprint: string;
  let generatedPassword: string | undefined;
  let passwordFile: string | undefined;
  const plain = input.PRESENTATION_PASSWORD?.trim();

  if (input.PRESENTATION_PASSWORD_HASH) {
    passwordHash = input.PRESENTATION_PASSWORD_HASH.trim();
    passwordSource = "hash";
    fingerprint = `hash:${passwordHash}`;
  } else if (plain) {
    passwordHash = await hashPassword(plain);
    passwordSource = "password";
    fingerprint = `password:${plain}`;
  } else {
    passwordFile = path.join(input.dataDir, PASSWORD_FILE);
    generatedPassword = readOrCreateSecretFile(passwordFile, generatePassword);
    passwordHash = await hashPassword(generatedPassword);
    passwordSource = "generated";
    fingerprint = `password:${generatedPassword}`;
  }

  let secret = input.SESSION_SECRET;
  let secretFile: string | undefined;
  if (!secret) {
    secretFile = path.join(input.dataDir, SECRET_FILE);
    secret = readOrCreateSecretFile(secretFile, () => randomBytes(32).toString("base64url"));
  }
  const sessionKey = createHmac("sha256", secret).update(`deck-session:${fingerprint}`).digest();

  return {
    passwordHash,
    passwordSource,
    generatedPassword,
    passwordFile,
    secretSource: input.SESSION_SECRET ? "env" : "generated",
    secretFile,
    sessionKey,
  };
}

/**
 * The process's secrets, loaded once (start-up, the unlock endpoint and the deck page share them),
 * so PRESENTATION_PASSWORD is hashed once per process; a failure is retried on the next call.
 */
export function presentationSecrets(): Promise<PresentationSecrets> {
  return processSingleton("presentation.secrets", () => {
    const env = serverEnv();
    return loadPresentationSecrets({
      PRESENTATION_PASSWORD: env.PRESENTATION_PASSWORD,
      PRESENTATION_PASSWORD_HASH: env.PRESENTATION_PASSWORD_HASH,
      SESSION_SECRET: env.SESSION_SECRET,
      dataDir: env.dataDir,
    });
  });
}

/** The lines printed at start, telling the operator where the password comes from. */
export function describeSecrets(secrets: PresentationSecrets): string[] {
  const lines: string[] = [];
  if (secrets.passwordSource === "generated") {
    lines.push(
      `[presentation] No PRESENTATION_PASSWORD or PRESENTATION_PASSWORD_HASH is set. ` +
        `The deck's generated password is: ${secrets.generatedPassword}`,
      `[presentation] (kept in ${secrets.passwordFile}; set PRESENTATION_PASSWORD_HASH to choose your own)`,
    );
  } else {
    lines.push(
      `[presentation] password from ${secrets.passwordSource === "hash" ? "PRESENTATION_PASSWORD_HASH" : "PRESENTATION_PASSWORD"}`,
    );
  }
  if (secrets.secretSource === "generated") {
    lines.push(`[presentation] session cookies signed with the secret in ${secrets.secretFile}`);
  }
  return lines;
}
