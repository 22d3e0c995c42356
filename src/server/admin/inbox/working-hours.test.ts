import { describe, expect, it } from "vitest";

import {
  DEFAULT_WORKING_HOURS,
  describeWorkingHours,
  isWorkingTime,
  parseWorkingHours,
  workingInstantBefore,
  workingMinutesBetween,
  type WorkingHours,
} from "./working-hours";

const hours = (value: string, holidays: string[] = [], zone = "Asia/Kolkata"): WorkingHours => {
  const parsed = parseWorkingHours(value, holidays, zone);
  if (typeof parsed === "string") throw new Error(parsed);
  return parsed;
};
const india = hours(DEFAULT_WORKING_HOURS, ["2026-01-26"]);
// India is UTC+05:30 all year: 09:00 IST is 03:30Z, 19:00 IST is 13:30Z.
const at = (iso: string) => new Date(iso);
const between = (from: string, to: string, rules = india) =>
  workingMinutesBetween(at(from), at(to), rules);

describe("parseWorkingHours", () => {
  it("reads days, hours and zone, and 'always'", () => {
    const parsed = hours("Mon-Fri,Sun 08:30-17:00", [], "Europe/London");
    expect(parsed).toMatchObject({
      always: false,
      start: 510,
      end: 1020,
      timeZone: "Europe/London",
    });
    expect(parsed.always ? [] : [...parsed.days].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(hours("always")).toEqual({ always: true });
    expect(hours("Sat-Mon 00:00-24:00 UTC", [], "UTC")).toMatchObject({
      days: new Set([6, 0, 1]),
      end: 1440,
    });
  });

  it("says what is wrong with a value it cannot read", () => {
    expect(parseWorkingHours("weekdays")).toMatch(/days and hours/);
    expect(parseWorkingHours("Mon-Sat 9-19")).toMatch(/hours such as/);
    expect(parseWorkingHours("Mon-Xyz 09:00-19:00 Asia/Kolkata")).toMatch(/days such as/);
    expect(parseWorkingHours("Mon-Sat 19:00-09:00 Asia/Kolkata")).toMatch(/start before the end/);
    expect(parseWorkingHours("Mon-Sat 09:00-25:00 Asia/Kolkata")).toMatch(/hours such as/);
    expect(parseWorkingHours("Mon-Sat 09:00-19:00 Mars/Olympus")).toMatch(/IANA time zone/);
    // One zone for the site: WORKING_HOURS may repeat TIME_ZONE's, never name another.
    expect(parseWorkingHours("Mon-Sat 09:00-19:00 Asia/Kolkata", [], "Asia/Kolkata")).toMatchObject(
      { timeZone: "Asia/Kolkata" },
    );
    expect(parseWorkingHours("Mon-Sat 09:00-19:00 Europe/London", [], "Asia/Kolkata")).toMatch(
      /in TIME_ZONE's zone, Asia\/Kolkata \(not "Europe\/London"\)/,
    );
  });

  it("describes itself for the owner", () => {
    expect(describeWorkingHours(india)).toBe("Mon-Sat, 09:00-19:00 (Asia/Kolkata)");
    expect(describeWorkingHours(hours("Mon,Wed,Fri-Sun 10:00-12:00", [], "UTC"))).toBe(
      "Mon, Wed, Fri-Sun, 10:00-12:00 (UTC)",
    );
    expect(describeWorkingHours(hours("always"))).toBe("every minute of every day");
  });
});

describe("workingMinutesBetween", () => {
  it("counts every minute inside one working day", () => {
    // Wed 25 Nov 2026, 10:00 to 11:30 IST.
    expect(between("2026-11-25T04:30:00Z", "2026-11-25T06:00:00Z")).toBe(90);
    expect(between("2026-11-25T04:30:00Z", "2026-11-25T04:30:59Z")).toBe(0);
    expect(between("2026-11-25T06:00:00Z", "2026-11-25T04:30:00Z")).toBe(0);
  });

  it("skips the night: 18:30 to 09:30 next morning is one hour", () => {
    expect(between("2026-11-25T13:00:00Z", "2026-11-26T04:00:00Z")).toBe(60);
    // Arriving at 23:00 and answered at 08:59: no working minute at all.
    expect(between("2026-11-25T17:30:00Z", "2026-11-26T03:29:00Z")).toBe(0);
  });

  it("skips Sunday: Saturday 18:00 to Monday 10:00 is two hours", () => {
    // Sat 28 Nov 2026 18:00 IST → Mon 30 Nov 10:00 IST.
    expect(between("2026-11-28T12:30:00Z", "2026-11-30T04:30:00Z")).toBe(120);
  });

  it("skips holidays", () => {
    // Sun 25 Jan 2026 (day off) 12:00 → Tue 27 Jan 10:00: Monday the 26th is Republic Day.
    expect(between("2026-01-25T06:30:00Z", "2026-01-27T04:30:00Z")).toBe(60);
    const noHoliday = hours(DEFAULT_WORKING_HOURS);
    expect(between("2026-01-25T06:30:00Z", "2026-01-27T04:30:00Z", noHoliday)).toBe(600 + 60);
  });

  it("counts a full working week as 6 × 10 hours", () => {
    expect(between("2026-11-23T00:00:00Z", "2026-11-30T00:00:00Z")).toBe(6 * 600);
  });

  it("reads the hours in the team's zone, across daylight saving", () => {
    const london = hours("Mon-Fri 09:00-17:00", [], "Europe/London");
    // Summer (UTC+1): 09:00 London is 08:00Z.
    expect(between("2026-07-01T08:00:00Z", "2026-07-01T09:00:00Z", london)).toBe(60);
    expect(between("2026-07-01T07:00:00Z", "2026-07-01T08:00:00Z", london)).toBe(0);
    // Winter (UTC+0).
    expect(between("2026-12-01T08:00:00Z", "2026-12-01T09:00:00Z", london)).toBe(0);
    // Over the change (Sun 29 Mar 2026): Friday 16:00 BST-less to Monday 10:00 BST.
    expect(between("2026-03-27T16:00:00Z", "2026-03-30T09:00:00Z", london)).toBe(120);
    const newYork = hours("Mon-Sun 00:00-24:00", [], "America/New_York");
    // The day the clocks go forward has 23 hours.
    expect(between("2026-03-08T05:00:00Z", "2026-03-09T04:00:00Z", newYork)).toBe(23 * 60);
  });

  it("is every minute with 'always'", () => {
    expect(between("2026-11-28T20:00:00Z", "2026-11-29T20:00:00Z", hours("always"))).toBe(1440);
  });
});

describe("workingInstantBefore", () => {
  it("is the latest arrival that has waited the target by now, as workingMinutesBetween counts", () => {
    const london = hours("Mon-Fri 09:00-17:00", ["2026-03-30"], "Europe/London");
    const cases: [WorkingHours, string][] = [
      [india, "2026-11-23T05:00:00Z"], // Monday, in working time
      [india, "2026-11-22T12:00:00Z"], // Sunday
      [india, "2026-11-24T15:00:00Z"], // after hours
      [london, "2026-03-31T08:30:00Z"], // after the change to BST and a holiday Monday
      [hours("always"), "2026-11-23T05:00:00Z"],
    ];
    for (const [rules, nowText] of cases) {
      const now = at(nowText);
      for (const target of [1, 60, 240, 600, 3000]) {
        const boundary = workingInstantBefore(now, target, rules)!;
        expect(workingMinutesBetween(boundary, now, rules), `${nowText} ${target}`).toBe(target);
        // A minute later it has waited less; anything earlier, at least as long.
        const later = new Date(boundary.getTime() + 60_000);
        expect(workingMinutesBetween(later, now, rules)).toBeLessThan(target);
        const earlier = new Date(boundary.getTime() - 7 * 86_400_000);
        expect(workingMinutesBetween(earlier, now, rules)).toBeGreaterThanOrEqual(target);
      }
    }
  });

  it("is null without that much working time in ten years, and `to` for a zero target", () => {
    const none = hours("Mon 09:00-09:01", [], "UTC");
    expect(workingInstantBefore(at("2026-11-23T12:00:00Z"), 10_000, none)).toBeNull();
    expect(workingInstantBefore(at("2026-11-23T12:00:00Z"), 0, india)).toEqual(
      at("2026-11-23T12:00:00Z"),
    );
  });
});

describe("isWorkingTime", () => {
  it("is inside the hours of a working day only", () => {
    expect(isWorkingTime(at("2026-11-25T03:30:00Z"), india)).toBe(true); // Wed 09:00
    expect(isWorkingTime(at("2026-11-25T03:29:00Z"), india)).toBe(false); // 08:59
    expect(isWorkingTime(at("2026-11-25T13:30:00Z"), india)).toBe(false); // 19:00
    expect(isWorkingTime(at("2026-11-29T06:00:00Z"), india)).toBe(false); // Sunday
    expect(isWorkingTime(at("2026-01-26T06:00:00Z"), india)).toBe(false); // holiday
    expect(isWorkingTime(at("2026-11-29T03:00:00Z"), hours("always"))).toBe(true);
  });
});
