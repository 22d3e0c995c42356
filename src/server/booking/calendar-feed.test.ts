import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { parseWorkingHours, type WorkingHours } from "../admin/inbox/working-hours";
import { busyFromIcs } from "./calendar-feed";
import { refreshCalendarFeeds } from "./feeds";
import {
  calendarFeedStatuses,
  listOpenSlots,
  setBookingSettingsForTest,
  type BookingSettings,
} from "./service";

const FEED = readFileSync(new URL("./fixtures/owner-calendar.ics", import.meta.url), "utf8");
const iso = (ms: number) => new Date(ms).toISOString();
const WINDOW = { from: Date.parse("2026-11-29T00:00:00Z"), to: Date.parse("2026-12-31T00:00:00Z") };

describe("busy times from an iCalendar feed", () => {
  const busy = busyFromIcs(FEED, WINDOW, "Asia/Kolkata")
    .sort((a, b) => a[0] - b[0])
    .map(([start, end]) => `${iso(start)}/${iso(end)}`);

  it("expand a weekly series in New York time, without its excluded date, with its moved one", () => {
    const weekly = busy.filter((range) => /T0[57]:00:00/.test(range.slice(0, 24)));
    expect(weekly).toEqual([
      "2026-11-30T05:00:00.000Z/2026-11-30T06:00:00.000Z",
      // 7 December is excluded (EXDATE); 14 December moved to 02:00 New York time.
      "2026-12-14T07:00:00.000Z/2026-12-14T08:00:00.000Z",
      "2026-12-21T05:00:00.000Z/2026-12-21T06:00:00.000Z",
    ]);
  });

  it("place a daily London event with no VTIMEZONE by the zone's own rules, until its end", () => {
    const daily = busy.filter((range) => range.includes("T09:00:00.000Z/"));
    expect(daily).toHaveLength(7); // 29 Nov … 5 Dec
    expect(daily[0]).toBe("2026-11-29T09:00:00.000Z/2026-11-29T09:30:00.000Z");
  });

  it("read a Windows zone name through the feed's VTIMEZONE", () => {
    expect(busy).toContain("2026-12-01T09:30:00.000Z/2026-12-01T10:30:00.000Z");
  });

  it("ignore events shown as free and cancelled ones", () => {
    expect(busy.some((range) => range.startsWith("2026-11-30T05:30"))).toBe(false);
    expect(busy.some((range) => range.startsWith("2026-11-30T08:00"))).toBe(false);
    expect(busy).toHaveLength(3 + 7 + 1);
  });
});

const hours = parseWorkingHours("Mon-Sat 09:00-19:00 Asia/Kolkata", []) as WorkingHours;

describeEachDatabase("an owner's feed served over HTTP", (url) => {
  let t: TestDb;
  let server: Server;
  let feedUrl: string;
  let failing = false;
  const settings = (): BookingSettings => ({
    hours,
    teamZone: "Asia/Kolkata",
    slot: { callMinutes: 30, bufferMinutes: 0, noticeMinutes: 0, horizonDays: 21, dailyCap: 20 },
    owners: [{ email: "asha@team.example", name: "Asha" }],
    feeds: new Map([["asha@team.example", feedUrl]]),
    meetingUrl: null,
  });
  const NOW = new Date("2026-11-30T03:30:00Z"); // Monday 09:00 India time

  beforeAll(async () => {
    t = await createTestDb(url);
    server = createServer((_request, response) => {
      if (failing) {
        response.writeHead(503).end("down");
        return;
      }
      response.writeHead(200, { "content-type": "text/calendar" }).end(FEED);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/private-secret/basic.ics`;
    setBookingSettingsForTest(settings());
  });
  afterAll(async () => {
    setBookingSettingsForTest(undefined);
    server.close();
    await t.close();
  });

  const starts = async () =>
    (await listOpenSlots(t.db, { now: NOW, visitorZone: "Asia/Kolkata" })).days.flatMap((day) =>
      day.slots.map((slot) => slot.start),
    );

  it("removes its busy times from the open slots", async () => {
    const before = await starts();
    expect(before).toContain("2026-11-30T05:00:00.000Z");
    const [result] = await refreshCalendarFeeds(t.db, {
      feeds: settings().feeds,
      now: NOW,
      horizonDays: 21,
      teamZone: "Asia/Kolkata",
    });
    expect(result).toMatchObject({ ok: true, error: null });
    const after = await starts();
    // Monday 10:30 India time is the New York meeting; 10:00 and 11:00 stay open.
    expect(after).not.toContain("2026-11-30T05:00:00.000Z");
    expect(after).not.toContain("2026-11-30T05:30:00.000Z");
    expect(after).toContain("2026-11-30T04:30:00.000Z");
    expect(after).toContain("2026-11-30T06:00:00.000Z");
    // The excluded Monday is free; the moved one is busy at its new time only.
    expect(after).toContain("2026-12-07T05:00:00.000Z");
    expect(after).toContain("2026-12-14T05:00:00.000Z");
    expect(after).not.toContain("2026-12-14T07:00:00.000Z");
    // London's 09:00 stand-up is 14:30 India time; the Windows-zone review 15:00-16:00.
    expect(after).not.toContain("2026-12-02T09:00:00.000Z");
    expect(after).not.toContain("2026-12-01T09:30:00.000Z");
    expect(after).not.toContain("2026-12-01T10:00:00.000Z");
    expect(after).toContain("2026-12-01T10:30:00.000Z");
  });

  it("keeps the last good copy when the feed fails, and names the owner and the error", async () => {
    failing = true;
    const [result] = await refreshCalendarFeeds(t.db, {
      feeds: settings().feeds,
      now: new Date(NOW.getTime() + 300_000),
      horizonDays: 21,
      teamZone: "Asia/Kolkata",
    });
    failing = false;
    expect(result).toMatchObject({ ok: false, error: "HTTP 503 Service Unavailable" });
    expect(await starts()).not.toContain("2026-11-30T05:00:00.000Z");
    const [status] = await calendarFeedStatuses(t.db);
    expect(status).toMatchObject({
      ownerEmail: "asha@team.example",
      ownerName: "Asha",
      host: feedUrl.split("/")[2],
      ok: false,
      error: "HTTP 503 Service Unavailable",
      lastSuccessAt: NOW.toISOString(),
    });
    expect(status!.busyIntervals).toBeGreaterThan(0);
  });
});
