import { describe, expect, it } from "vitest";

import {
  bookHref,
  callTimeLabel,
  dayKey,
  dayLabel,
  groupByDay,
  isTimeZone,
  timeLabel,
  whenLabel,
  zoneChoices,
  zoneCity,
  zoneName,
  zoneOrTeam,
} from "./slot-days";

/** The team's zone in these tests: India's, the default TIME_ZONE. */
const TEAM_ZONE = "Asia/Kolkata";

describe("the booking page's days and times", () => {
  it("accepts only zones the runtime knows, else the team's", () => {
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(zoneOrTeam("Nowhere/Else", TEAM_ZONE)).toBe(TEAM_ZONE);
    expect(zoneOrTeam("Nowhere/Else", "Europe/Berlin")).toBe("Europe/Berlin");
    expect(zoneOrTeam("America/New_York", TEAM_ZONE)).toBe("America/New_York");
  });

  it("cuts slots into the visitor's days, not India's", () => {
    // 20:00 UTC on 1 Dec is 01:30 on 2 Dec in India but 15:00 on 1 Dec in New York.
    const starts = ["2026-12-01T20:00:00.000Z", "2026-12-01T10:00:00.000Z"];
    expect(groupByDay(starts, TEAM_ZONE)).toEqual([
      { date: "2026-12-01", starts: ["2026-12-01T10:00:00.000Z"] },
      { date: "2026-12-02", starts: ["2026-12-01T20:00:00.000Z"] },
    ]);
    expect(groupByDay(starts, "America/New_York")).toEqual([
      { date: "2026-12-01", starts: ["2026-12-01T10:00:00.000Z", "2026-12-01T20:00:00.000Z"] },
    ]);
  });

  it("follows daylight saving in the visitor's zone", () => {
    // London moves from GMT to BST on 29 March 2026: 09:00 UTC reads 9:00 before, 10:00 after.
    expect(timeLabel("2026-03-27T09:00:00Z", "Europe/London")).toBe("9:00 am");
    expect(timeLabel("2026-03-30T09:00:00Z", "Europe/London")).toBe("10:00 am");
    expect(timeLabel("2026-03-30T09:00:00Z", TEAM_ZONE)).toBe("2:30 pm");
    expect(dayKey("2026-03-29T23:30:00Z", "Europe/London")).toBe("2026-03-30");
  });

  it("names days, times and zones in words", () => {
    expect(dayLabel("2026-12-07")).toEqual({
      weekday: "Mon",
      number: "7",
      month: "Dec",
      full: "Monday 7 December",
    });
    expect(whenLabel("2026-12-07T05:00:00Z", TEAM_ZONE)).toBe("Monday 7 December, 10:30 am");
    expect(zoneName(TEAM_ZONE)).toBe("India (GMT+5:30)");
    expect(zoneCity("America/New_York")).toBe("New York");
    // The owner's list: the weekday, the day relative to today in the zone, the year if another.
    const now = new Date("2026-11-29T20:00:00Z"); // 30 Nov, 1:30 am in India
    expect(callTimeLabel("2026-11-30T03:00:00Z", TEAM_ZONE, now)).toEqual({
      when: "Mon 30 Nov, 8:30 am",
      relative: "Today",
    });
    expect(callTimeLabel("2026-12-01T05:00:00Z", TEAM_ZONE, now).relative).toBe("Tomorrow");
    expect(callTimeLabel("2026-12-03T05:00:00Z", TEAM_ZONE, now).relative).toBe("In 3 days");
    expect(callTimeLabel("2026-11-28T05:00:00Z", TEAM_ZONE, now).relative).toBe("2 days ago");
    expect(callTimeLabel("2026-11-29T05:00:00Z", TEAM_ZONE, now).relative).toBe("Yesterday");
    expect(callTimeLabel("2026-12-20T05:00:00Z", TEAM_ZONE, now).relative).toBeNull();
    expect(callTimeLabel("2027-01-04T05:00:00Z", TEAM_ZONE, now).when).toBe(
      "Mon 4 Jan 2027, 10:30 am",
    );
    expect(zoneName("America/New_York", new Date("2026-07-01T00:00:00Z"))).toBe("New York (GMT-4)");
  });

  it("offers the common zones in offset order, with the visitor's and the team's added", () => {
    const zones = zoneChoices("Asia/Colombo", TEAM_ZONE, new Date("2026-12-01T00:00:00Z"));
    expect(zones).toContain("Asia/Colombo");
    expect(zoneChoices("Asia/Colombo", "Africa/Nairobi")).toContain("Africa/Nairobi");
    expect(zones.indexOf("America/Los_Angeles")).toBeLessThan(zones.indexOf("Europe/London"));
    expect(zones.indexOf("Europe/London")).toBeLessThan(zones.indexOf(TEAM_ZONE));
    expect(new Set(zones).size).toBe(zones.length);
  });

  it("writes each step as a plain address", () => {
    expect(bookHref("/book", {})).toBe("/book");
    expect(
      bookHref("/book", { tz: "Europe/London", day: "2026-12-07", slot: "2026-12-07T05:00:00Z" }),
    ).toBe("/book?tz=Europe%2FLondon&day=2026-12-07&slot=2026-12-07T05%3A00%3A00Z");
    expect(bookHref("/book/manage", { t: "abc.def", day: "2026-12-07" })).toBe(
      "/book/manage?t=abc.def&day=2026-12-07",
    );
  });
});
