import { describe, expect, it } from "vitest";

import { parseServerEnv } from "../env";
import { hashPassword } from "./password";
import { parseUnlockRequest } from "./request";

const post = (body: string, type = "application/json") =>
  new Request("http://localhost/api/presentation/session", {
    method: "POST",
    headers: { "content-type": type },
    body,
  });

describe("unlock request", () => {
  it("trims the password", async () => {
    expect(await parseUnlockRequest(post(JSON.stringify({ password: "  pw  " })))).toEqual({
      ok: true,
      password: "pw",
    });
  });

  it("refuses a blank password with the product's message, and malformed bodies", async () => {
    expect(await parseUnlockRequest(post(JSON.stringify({ password: "   " })))).toEqual({
      ok: false,
      status: 400,
      error: "Please enter the password",
    });
    expect(await parseUnlockRequest(post("{"))).toMatchObject({ ok: false, status: 400 });
    expect(await parseUnlockRequest(post("{}"))).toMatchObject({ ok: false, status: 400 });
    expect(await parseUnlockRequest(post(JSON.stringify({ password: 42 })))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await parseUnlockRequest(post("password=x", "text/plain"))).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(
      await parseUnlockRequest(post(JSON.stringify({ password: "x".repeat(5000) }))),
    ).toMatchObject({ ok: false, status: 413 });
  });
});

describe("unlock request size", () => {
  it("stops reading a body past 4 KB, even one sent without a length", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(`{"password":"${"x".repeat(1024)}`));
      },
    });
    const request = new Request("http://localhost/api/presentation/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(await parseUnlockRequest(request)).toMatchObject({ ok: false, status: 413 });
    expect(pulled).toBeLessThan(10);
  });
});

describe("PRESENTATION_PASSWORD_HASH setting", () => {
  it("accepts a hash from hash-password and names the variable when it is malformed", async () => {
    const hash = await hashPassword("pw", { N: 1024, r: 8, p: 1 });
    expect(parseServerEnv({ PRESENTATION_PASSWORD_HASH: hash }).PRESENTATION_PASSWORD_HASH).toBe(
      hash,
    );
    // What a .env file leaves of an unescaped hash ("$32768" and friends expanded to nothing).
    expect(() => parseServerEnv({ PRESENTATION_PASSWORD_HASH: "scrypt==" })).toThrow(
      /PRESENTATION_PASSWORD_HASH must be the hash printed by `npm run hash-password`/,
    );
  });
});
