import { describe, expect, it } from "vitest";

import {
  DEFAULT_SCRYPT_PARAMS,
  hashPassword,
  isPasswordHash,
  parsePasswordHash,
  verifyPassword,
} from "./password";

const FAST = { N: 1024, r: 8, p: 1 };

describe("presentation password hashing", () => {
  it("encodes scrypt$N$r$p$salt$hash with the default cost and verifies the password", async () => {
    const encoded = await hashPassword("correct horse battery");
    expect(encoded).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(parsePasswordHash(encoded)).toMatchObject(DEFAULT_SCRYPT_PARAMS);
    expect(await verifyPassword("correct horse battery", encoded)).toBe(true);
    expect(await verifyPassword("correct horse batterY", encoded)).toBe(false);
  });

  it("salts every hash, and each still verifies", async () => {
    const a = await hashPassword("same password", FAST);
    const b = await hashPassword("same password", FAST);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same password", a)).toBe(true);
    expect(await verifyPassword("same password", b)).toBe(true);
  });

  it("refuses empty, wrong and near-miss passwords", async () => {
    const encoded = await hashPassword("s3cret-deck", FAST);
    for (const guess of ["", "s3cret-dec", "s3cret-deck!", "S3CRET-DECK", " s3cret-deck"]) {
      expect(await verifyPassword(guess, encoded)).toBe(false);
    }
  });

  it("rejects malformed or unbounded hashes instead of throwing", async () => {
    const good = await hashPassword("x", FAST);
    const [, , r, p, salt, key] = good.split("$");
    const bad = [
      "",
      "plaintext-password",
      `argon2$1024$${r}$${p}$${salt}$${key}`,
      `scrypt$1000$${r}$${p}$${salt}$${key}`, // N not a power of two
      `scrypt$${2 ** 24}$${r}$${p}$${salt}$${key}`, // N beyond the bound
      `scrypt$1024$${r}$${p}$${salt}`,
      `scrypt$1024$${r}$${p}$!!$${key}`,
    ];
    for (const encoded of bad) {
      expect(isPasswordHash(encoded)).toBe(false);
      expect(await verifyPassword("x", encoded)).toBe(false);
    }
    expect(isPasswordHash(good)).toBe(true);
  });
});
