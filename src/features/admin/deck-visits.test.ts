import { describe, expect, it } from "vitest";

import { describeSession, groupDeckVisits, type DeckAttempt } from "./deck-visits";

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 10, minute));
let id = 0;
const attempt = (minute: number, success: boolean, ip = "203.0.113.4", ua = CHROME_ANDROID) =>
  ({ id: ++id, createdAt: at(minute), clientIp: ip, userAgent: ua, success }) as DeckAttempt;

describe("groupDeckVisits", () => {
  it("folds a viewer's attempts into sessions, and names the browser in words", () => {
    const viewers = groupDeckVisits([
      // 22 opens within ten minutes: one session.
      ...Array.from({ length: 22 }, (_, index) => attempt(30 + index / 3, true)),
      attempt(28, false),
      // More than 30 minutes earlier: a session of its own.
      attempt(-10, false),
      attempt(59, false, "198.51.100.7", "curl/8.5.0"),
    ]);
    expect(viewers.map((viewer) => [viewer.clientIp, viewer.agent])).toEqual([
      ["198.51.100.7", "Robot (curl/8.5.0)"],
      ["203.0.113.4", "Chrome 131 on Android"],
    ]);
    const sessions = viewers[1]!.sessions;
    expect(sessions.map((session) => [session.attempts, session.opened, session.wrong])).toEqual([
      [23, 22, 1],
      [1, 0, 1],
    ]);
    expect(sessions[0]!.start).toEqual(at(28));
    expect(sessions[0]!.end).toEqual(at(37));
    expect(sessions.map(describeSession)).toEqual([
      "Opened 22 times, 1 wrong password",
      "1 wrong password",
    ]);
  });

  it("describes sessions briefly", () => {
    const session = { id: 1, start: at(0), end: at(0), attempts: 1, opened: 1, wrong: 0 };
    expect(describeSession(session)).toBe("Opened");
    expect(describeSession({ ...session, opened: 0, wrong: 2, attempts: 2 })).toBe(
      "2 wrong passwords",
    );
  });
});
