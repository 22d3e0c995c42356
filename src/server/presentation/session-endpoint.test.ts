import { beforeEach, describe, expect, it, vi } from "vitest";

import { GATE_MESSAGES, retryMessage } from "@/features/presentation/messages";

import { DatabaseUnavailableError } from "../db/errors";
import { CROSS_SITE_MESSAGE } from "../http/same-origin";
import { unlockDeck } from "./gate";
import { handleGateFormPost, handleUnlockRequest } from "./session-endpoint";
import { sessionCookieOptions } from "./session";

vi.mock("./gate", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./gate")>()),
  unlockDeck: vi.fn(),
}));
const unlock = vi.mocked(unlockDeck);

const COOKIE = { ...sessionCookieOptions(false), value: "signed.session" };

/** The password form as a browser sends it from our own page. */
function formPost(body: string, headers: Record<string, string> = {}) {
  return new Request("http://127.0.0.1/cto-presentation", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    body,
  });
}

beforeEach(() => {
  unlock.mockReset();
});

describe("the password form without JavaScript (POST /cto-presentation)", () => {
  it("the right password: 303 back to the page with the session cookie", async () => {
    unlock.mockResolvedValue({ status: "unlocked", cookie: COOKIE });
    const result = await handleGateFormPost(formPost("password=+deck-pass+"));
    expect(unlock).toHaveBeenCalledWith("deck-pass", expect.any(Headers));
    expect(result).toEqual({
      kind: "redirect",
      location: "/cto-presentation",
      headers: { "Set-Cookie": expect.stringMatching(/=signed\.session; Path=\/; .*HttpOnly/) },
    });
  });

  it("a wrong password: the screen again, 401, with the sales-representative message", async () => {
    unlock.mockResolvedValue({ status: "wrong" });
    expect(await handleGateFormPost(formPost("password=guess"))).toEqual({
      kind: "render",
      status: 401,
      error: GATE_MESSAGES.incorrect,
      headers: {},
    });
  });

  it("too many attempts: 429 with the wait in minutes and Retry-After", async () => {
    unlock.mockResolvedValue({ status: "limited", retryAfterSeconds: 600 });
    expect(await handleGateFormPost(formPost("password=guess"))).toEqual({
      kind: "render",
      status: 429,
      error: retryMessage(600),
      headers: { "Retry-After": "600" },
    });
  });

  it("the database down: 503, authentication failed, try again in 30 s", async () => {
    unlock.mockRejectedValue(new DatabaseUnavailableError("down"));
    expect(await handleGateFormPost(formPost("password=guess"))).toEqual({
      kind: "render",
      status: 503,
      error: GATE_MESSAGES.failed,
      headers: { "Retry-After": "30" },
    });
  });

  it("a blank password is refused before any check", async () => {
    expect(await handleGateFormPost(formPost("password=+++"))).toMatchObject({
      kind: "render",
      status: 400,
      error: GATE_MESSAGES.empty,
    });
    expect(await handleGateFormPost(formPost(""))).toMatchObject({ status: 400 });
    expect(unlock).not.toHaveBeenCalled();
  });

  it("a post from another site, or not a form, is refused without a check", async () => {
    expect(
      await handleGateFormPost(formPost("password=guess", { "sec-fetch-site": "cross-site" })),
    ).toEqual({ kind: "refused", status: 403, message: CROSS_SITE_MESSAGE });
    expect(
      await handleGateFormPost(
        formPost('{"password":"guess"}', { "content-type": "application/json" }),
      ),
    ).toMatchObject({ kind: "refused", status: 415 });
    expect(await handleGateFormPost(formPost(`password=${"x".repeat(5000)}`))).toMatchObject({
      kind: "refused",
      status: 413,
    });
    expect(unlock).not.toHaveBeenCalled();
  });
});

describe("the JSON API (POST /api/presentation/session) answers as before", () => {
  const post = () =>
    handleUnlockRequest(
      new Request("http://127.0.0.1/api/presentation/session", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: "guess" }),
      }),
    );

  it("200 with the cookie, 401, 429 with retryAfterSeconds, 503 with Retry-After", async () => {
    unlock.mockResolvedValueOnce({ status: "unlocked", cookie: COOKIE });
    const ok = await post();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true });
    expect(ok.headers.get("set-cookie")).toMatch(/=signed\.session;/);

    unlock.mockResolvedValueOnce({ status: "wrong" });
    const wrong = await post();
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ success: false, error: GATE_MESSAGES.incorrect });

    unlock.mockResolvedValueOnce({ status: "limited", retryAfterSeconds: 120 });
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("120");
    expect(await limited.json()).toEqual({
      success: false,
      error: retryMessage(120),
      retryAfterSeconds: 120,
    });

    unlock.mockRejectedValueOnce(new DatabaseUnavailableError("down"));
    const down = await post();
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("30");
    expect(await down.json()).toEqual({ success: false, error: GATE_MESSAGES.failed });
  });
});
