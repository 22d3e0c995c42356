import { describe, expect, it } from "vitest";

import { percentile, responseStats, waitingOf, type Clock } from "./waiting";
import { parseWorkingHours, type WorkingHours } from "./working-hours";

const india = parseWorkingHours("Mon-Sat 09:00-19:00 Asia/Kolkata") as WorkingHours;
// Wed 25 Nov 2026, 12:00 IST.
const clock: Clock = { now: new Date("2026-11-25T06:30:00Z"), hours: india, targetMinutes: 60 };
const minutesBefore = (minutes: number) => new Date(clock.now.getTime() - minutes * 60_000);

describe("waitingOf", () => {
  it("counts an open new enquiry's working minutes so far, overdue from the target on", () => {
    expect(
      waitingOf({ createdAt: minutesBefore(59), firstReplyAt: null, status: "new" }, clock),
    ).toEqual({ state: "waiting", minutes: 59, overdue: false });
    expect(
      waitingOf({ createdAt: minutesBefore(60), firstReplyAt: null, status: "new" }, clock),
    ).toEqual({ state: "waiting", minutes: 60, overdue: true });
    // Arrived yesterday at 18:30 IST: 30 minutes yesterday, 180 today.
    expect(
      waitingOf(
        { createdAt: new Date("2026-11-24T13:00:00Z"), firstReplyAt: null, status: "new" },
        clock,
      ),
    ).toMatchObject({ minutes: 210, overdue: true });
  });

  it("stops at the first reply", () => {
    expect(
      waitingOf(
        { createdAt: minutesBefore(170), firstReplyAt: minutesBefore(120), status: "contacted" },
        clock,
      ),
    ).toEqual({ state: "answered", minutes: 50, overdue: false });
    expect(
      waitingOf(
        { createdAt: minutesBefore(170), firstReplyAt: minutesBefore(70), status: "new" },
        clock,
      ),
    ).toEqual({ state: "answered", minutes: 100, overdue: true });
    expect(
      waitingOf({ createdAt: minutesBefore(5), firstReplyAt: null, status: "spam" }, clock),
    ).toEqual({
      state: "none",
    });
  });
});

describe("percentile and responseStats", () => {
  it("interpolates like percentile_cont", () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([10], 0.9)).toBe(10);
    expect(percentile([40, 10, 20, 30], 0.5)).toBe(25);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.9)).toBe(10);
  });

  it("takes the period's enquiries: median, p90, and the share answered within the target", () => {
    const answered = (arrivedMinutesAgo: number, tookMinutes: number) => ({
      createdAt: minutesBefore(arrivedMinutesAgo),
      firstReplyAt: minutesBefore(arrivedMinutesAgo - tookMinutes),
      status: "contacted" as const,
    });
    const rows = [
      answered(170, 10),
      answered(170, 30),
      answered(170, 90),
      { createdAt: minutesBefore(120), firstReplyAt: null, status: "new" as const }, // late
      { createdAt: minutesBefore(10), firstReplyAt: null, status: "new" as const }, // not yet due
      // Ten days ago (a working day, 11:00 IST): outside the 7 days, inside the 30.
      {
        createdAt: new Date("2026-11-14T05:30:00Z"),
        firstReplyAt: new Date("2026-11-14T05:35:00Z"),
        status: "won" as const,
      },
    ];
    expect(responseStats(rows, 7, clock)).toEqual({
      days: 7,
      answered: 3,
      medianMinutes: 30,
      p90Minutes: 78,
      withinTarget: 2 / 4,
    });
    expect(responseStats(rows, 30, clock)).toMatchObject({ answered: 4, withinTarget: 3 / 5 });
    expect(responseStats([], 7, clock)).toMatchObject({ medianMinutes: null, withinTarget: null });
  });
});
