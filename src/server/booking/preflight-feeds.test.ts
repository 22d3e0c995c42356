import { describe, expect, it } from "vitest";

import { parseServerEnv } from "../env";
import { checkCalendarFeeds } from "../preflight/checks";

const env = parseServerEnv({
  OWNER_CALENDARS:
    "asha@team.example=https://calendar.example/asha/private-abc/basic.ics, ravi@team.example=webcal://cal.example/ravi.ics",
});
const feed = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nEND:VCALENDAR\r\n";

describe("preflight: calendar feeds", () => {
  it("names the owner, the host and the error of a feed that fails, never its secret path", async () => {
    const fetcher = (async (url: string) =>
      url.includes("asha")
        ? new Response(feed, { status: 200 })
        : new Response("gone", {
            status: 404,
            statusText: "Not Found",
          })) as unknown as typeof fetch;
    const results = await checkCalendarFeeds(env, fetcher);
    expect(results).toEqual([
      {
        name: "calendar asha@team.example",
        ok: true,
        detail: "calendar.example answers, 0 busy time(s) ahead",
      },
      {
        name: "calendar ravi@team.example",
        ok: false,
        detail: "cal.example failed: HTTP 404 Not Found",
        fix: "check ravi@team.example's secret iCal address in OWNER_CALENDARS (the calendar's settings show it)",
      },
    ]);
    expect(JSON.stringify(results)).not.toContain("private-abc");
  });

  it("refuses a feed setting that is not an address", () => {
    expect(() => parseServerEnv({ OWNER_CALENDARS: "asha@team.example=not a url" })).toThrow(
      /OWNER_CALENDARS must be email=https:/,
    );
  });
});
