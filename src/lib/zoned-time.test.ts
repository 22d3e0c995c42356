import { describe, expect, it } from "vitest";

import {
  addDays,
  zonedDateTime,
  zonedDay,
  zonedDayStart,
  zonedHourStart,
  zonedInstant,
  zonedOffset,
  zonedWeekStart,
} from "./zoned-time";

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe("days, hours and weeks in a time zone", () => {
  it("reads India's clock (UTC+05:30 all year)", () => {
    const zone = "Asia/Kolkata";
    expect(zonedDateTime(at("2026-11-25T08:35:00Z"), zone)).toBe("2026-11-25 14:05:00");
    expect(zonedOffset(at("2026-11-25T08:35:00Z"), zone)).toBe("+05:30");
    // 23:45 on the 5th and 00:15 on the 6th.
    expect(zonedDay(at("2030-03-05T18:15:00Z"), zone)).toBe("2030-03-05");
    expect(zonedDay(at("2030-03-05T18:45:00Z"), zone)).toBe("2030-03-06");
    expect(iso(zonedDayStart(at("2030-03-05T18:45:00Z"), zone))).toBe("2030-03-05T18:30:00.000Z");
    expect(iso(zonedHourStart(at("2030-03-05T10:59:00Z"), zone))).toBe("2030-03-05T10:30:00.000Z");
    expect(iso(zonedInstant("2026-11-25", zone, 9 * 60))).toBe("2026-11-25T03:30:00.000Z");
    expect(iso(zonedInstant("2026-11-25", zone, 24 * 60))).toBe("2026-11-25T18:30:00.000Z");
  });

  it("starts a week on Monday at midnight: Sunday 23:59 still belongs to the week before", () => {
    const zone = "Asia/Kolkata";
    // Wednesday 13 March 2030, 10:00 in India.
    expect(iso(zonedWeekStart(at("2030-03-13T04:30:00Z"), zone))).toBe("2030-03-10T18:30:00.000Z");
    expect(iso(zonedWeekStart(at("2030-03-10T18:29:00Z"), zone))).toBe("2030-03-03T18:30:00.000Z");
    expect(iso(zonedWeekStart(at("2030-03-10T18:30:00Z"), zone))).toBe("2030-03-10T18:30:00.000Z");
  });

  it("follows daylight saving where the zone has it", () => {
    const zone = "America/New_York";
    expect(zonedOffset(at("2026-07-01T12:00:00Z"), zone)).toBe("-04:00");
    expect(zonedOffset(at("2026-12-01T12:00:00Z"), zone)).toBe("-05:00");
    // The week of Sunday 8 March 2026 (clocks go forward) starts at Monday 2 March, 00:00 EST.
    expect(iso(zonedWeekStart(at("2026-03-08T12:00:00Z"), zone))).toBe("2026-03-02T05:00:00.000Z");
    // The next Monday's midnight is EDT.
    expect(iso(zonedInstant("2026-03-09", zone))).toBe("2026-03-09T04:00:00.000Z");
    // Nepal is 45 minutes off the hour.
    expect(iso(zonedHourStart(at("2026-03-09T10:20:00Z"), "Asia/Kathmandu"))).toBe(
      "2026-03-09T10:15:00.000Z",
    );
  });

  it("counts calendar days across months", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    // A day the calendar lacks is no instant.
    expect(zonedInstant("2027-02-30", "Asia/Kolkata").getTime()).toBeNaN();
    expect(zonedInstant("soon", "Asia/Kolkata").getTime()).toBeNaN();
  });
});
