import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { hashPassword, verifyPassword } from "./password";
import {
  PASSWORD_FILE,
  SECRET_FILE,
  describeSecrets,
  loadPresentationSecrets,
  readOrCreateSecretFile,
} from "./secrets";
import { SESSION_DURATION_MS, signSession, verifySession } from "./session";

const claims = () => ({ sid: "secrets-test-session-0001", exp: Date.now() + SESSION_DURATION_MS });

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "deck-secrets-"));

describe("presentation secrets", () => {
  it("generates a password and a session secret once, kept in DATA_DIR with mode 0600", async () => {
    const dataDir = tempDir();
    const first = await loadPresentationSecrets({ dataDir });
    expect(first.passwordSource).toBe("generated");
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(await verifyPassword(first.generatedPassword!, first.passwordHash)).toBe(true);
    for (const file of [PASSWORD_FILE, SECRET_FILE]) {
      expect(statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
    }
    expect(readFileSync(path.join(dataDir, PASSWORD_FILE), "utf8").trim()).toBe(
      first.generatedPassword,
    );
    // A restart (or another process) reads the same values: old sessions stay valid.
    const second = await loadPresentationSecrets({ dataDir });
    expect(second.generatedPassword).toBe(first.generatedPassword);
    expect(
      verifySession(signSession(first.sessionKey, claims()), second.sessionKey),
    ).not.toBeNull();
    expect(describeSecrets(second).join("\n")).toContain(first.generatedPassword!);
  });

  it("generates different passwords on different machines", async () => {
    const a = await loadPresentationSecrets({ dataDir: tempDir() });
    const b = await loadPresentationSecrets({ dataDir: tempDir() });
    expect(a.generatedPassword).not.toBe(b.generatedPassword);
  });

  it("uses PRESENTATION_PASSWORD_HASH as given, and never writes a password file", async () => {
    const dataDir = tempDir();
    const hash = await hashPassword("from-the-hash", { N: 1024, r: 8, p: 1 });
    const secrets = await loadPresentationSecrets({
      dataDir,
      PRESENTATION_PASSWORD_HASH: hash,
      SESSION_SECRET: "x".repeat(32),
    });
    expect(secrets).toMatchObject({ passwordHash: hash, passwordSource: "hash" });
    expect(secrets.generatedPassword).toBeUndefined();
    expect(() => statSync(path.join(dataDir, PASSWORD_FILE))).toThrow();
    expect(() => statSync(path.join(dataDir, SECRET_FILE))).toThrow();
    expect(describeSecrets(secrets).join("\n")).not.toContain("from-the-hash");
  });

  it("hashes PRESENTATION_PASSWORD (trimmed) at start", async () => {
    const secrets = await loadPresentationSecrets({
      dataDir: tempDir(),
      PRESENTATION_PASSWORD: "  plain-pass  ",
    });
    expect(secrets.passwordSource).toBe("password");
    expect(secrets.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword("plain-pass", secrets.passwordHash)).toBe(true);
  });

  it("signs with SESSION_SECRET, and a new password or secret ends old sessions", async () => {
    const dataDir = tempDir();
    const base = { dataDir, SESSION_SECRET: "a".repeat(32), PRESENTATION_PASSWORD: "one" };
    const a = await loadPresentationSecrets(base);
    const same = await loadPresentationSecrets(base);
    const otherSecret = await loadPresentationSecrets({ ...base, SESSION_SECRET: "b".repeat(32) });
    const otherPassword = await loadPresentationSecrets({ ...base, PRESENTATION_PASSWORD: "two" });
    const cookie = signSession(a.sessionKey, claims());
    expect(verifySession(cookie, same.sessionKey)).not.toBeNull();
    expect(verifySession(cookie, otherSecret.sessionKey)).toBeNull();
    expect(verifySession(cookie, otherPassword.sessionKey)).toBeNull();
  });

  it("keeps the first value when a secret file already exists", () => {
    const file = path.join(tempDir(), "nested", "secret");
    expect(readOrCreateSecretFile(file, () => "first")).toBe("first");
    expect(readOrCreateSecretFile(file, () => "second")).toBe("first");
    writeFileSync(file, "edited\n", { mode: 0o644 });
    expect(readOrCreateSecretFile(file, () => "third")).toBe("edited");
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
