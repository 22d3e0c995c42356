import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Presentation passwords are stored as `scrypt$N$r$p$saltB64$hashB64` (Node's built-in scrypt,
 * no native add-on). Verification re-derives the key with the stored parameters and compares in
 * constant time.
 */
export type ScryptParams = { N: number; r: number; p: number };

export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

// Bounds on what a configured hash may ask for, so a typo cannot make every check take minutes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(password: string, salt: Buffer, keyLength: number, params: ScryptParams) {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // scrypt needs 128 * N * r * p bytes; leave headroom over Node's 32 MiB default.
    maxmem: 256 * params.N * params.r * params.p + 1024 * 1024,
  };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")]
    .map(String)
    .join("$");
}

export type ParsedHash = ScryptParams & { salt: Buffer; key: Buffer };

/** The parts of an encoded hash, or null when it is not one this module understands. */
export function parsePasswordHash(encoded: string): ParsedHash | null {
  const parts = encoded.trim().split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d+$/.test(part) ? Number(part) : NaN));
  if (!N || !r || !p) return null;
  if (N < 2 || N > MAX_N || (N & (N - 1)) !== 0) return null;
  if (r > MAX_R || p > MAX_P) return null;
  const base64 = /^[A-Za-z0-9+/]+={0,2}$/;
  if (!base64.test(parts[4]!) || !base64.test(parts[5]!)) return null;
  const salt = Buffer.from(parts[4]!, "base64");
  const key = Buffer.from(parts[5]!, "base64");
  if (salt.length < 8 || key.length < 16 || key.length > 128) return null;
  return { N, r, p, salt, key };
}

export function isPasswordHash(encoded: string): boolean {
  return parsePasswordHash(encoded) !== null;
}

/** True when `password` matches `encoded`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(candidate, parsed.key);
}
