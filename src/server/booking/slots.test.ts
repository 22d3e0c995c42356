import { describe, expect, it } from "vitest";

import { parseWorkingHours, type WorkingHours } from "../admin/inbox/working-hours";
import {
  addWorkingMinutes,
  chooseOwner,
  groupByDay,
  openSlots,
  type OwnerAvailability,
  type SlotSettings,
} from "./slots";

const hours = parseWorkingHours("Mon-Sat 09:00-19:00 Asia/Kolkata", ["2026-12-25"]) as WorkingHours;
const settings: SlotSettings = {
  callMinutes: 30,
  bufferMinutes: 0,
  noticeMinutes: 0,
  horizonDays: 21,
  dailyCap: 100,
};
const at = (iso: string) => new Date(iso).getTime();
const iso = (ms: number) => new Date(ms).toISOString();
const owner = (email: string, extra: Partial<OwnerAvailability> = {}): OwnerAvailability => ({
  email,
  busy: [],
  calls: [],
  ...extra,
});
// Monday 30 Nov 2026, 09:00 India time.
const MONDAY_9 = at("2026-11-30T03:30:00Z");
const startsOn = (slots: { start: number }[], day: string) =>
  slots.filter((slot) => iso(slot.start).startsWith(day)).map((slot) => iso(slot.start));

describe("open slots", () => {
  it("fill the working day in 30-minute steps, skip Sundays and holidays", () => {
    const slots = openSlots({
      hours,
      settings: { ...settings, horizonDays: 30 },
      owners: [owner("a@x.example")],
      now: MONDAY_9,
    });
    const monday = startsOn(slots, "2026-11-30");
    expect(monday).toHaveLength(20);
    expect(monday[0]).toBe("2026-11-30T03:30:00.000Z");
    // 18:30 India time is the last start: the call ends at 19:00.
    expect(monday.at(-1)).toBe("2026-11-30T13:00:00.000Z");
    expect(startsOn(slots, "2026-12-06")).toEqual([]); // Sunday
    expect(startsOn(slots, "2026-12-25")).toEqual([]); // Christmas
    expect(startsOn(slots, "2026-12-26")).toHaveLength(20); // Saturday is a working day
  });

  it("start no earlier than the minimum notice, counted in working minutes", () => {
    // Monday 17:00 India time: two working hours left today, two more on Tuesday from 09:00.
    const now = at("2026-11-30T11:30:00Z");
    expect(iso(addWorkingMinutes(now, 240, hours))).toBe("2026-12-01T05:30:00.000Z");
    const slots = openSlots({
      hours,
      settings: { ...settings, noticeMinutes: 240 },
      owners: [owner("a@x.example")],
      now,
    });
    expect(iso(slots[0]!.start)).toBe("2026-12-01T05:30:00.000Z");
  });

  it("end at the horizon", () => {
    const slots = openSlots({
      hours,
      settings: { ...settings, horizonDays: 2 },
      owners: [owner("a@x.example")],
      now: MONDAY_9,
    });
    // Two days from Monday 09:00 is Wednesday 09:00: Tuesday's 18:30 is the last start.
    expect(iso(slots.at(-1)!.start)).toBe("2026-12-01T13:00:00.000Z");
  });

  it("keep the buffer clear around busy times and other calls", () => {
    const busy = [[at("2026-11-30T04:30:00Z"), at("2026-11-30T05:00:00Z")]] as const; // 10:00-10:30
    const calls = [at("2026-11-30T07:30:00Z")]; // 13:00-13:30
    const slots = openSlots({
      hours,
      settings: { ...settings, bufferMinutes: 15 },
      owners: [owner("a@x.example", { busy: [...busy], calls })],
      now: MONDAY_9,
    });
    const monday = startsOn(slots, "2026-11-30");
    expect(monday).toContain("2026-11-30T03:30:00.000Z"); // 09:00 ends 09:30: 30 min before
    expect(monday).not.toContain("2026-11-30T04:00:00.000Z"); // 09:30 ends 10:00: no buffer
    expect(monday).not.toContain("2026-11-30T04:30:00.000Z");
    expect(monday).not.toContain("2026-11-30T05:00:00.000Z"); // 10:30 starts as it ends
    expect(monday).toContain("2026-11-30T05:30:00.000Z");
    expect(monday).not.toContain("2026-11-30T07:00:00.000Z"); // 12:30, before the call
    expect(monday).not.toContain("2026-11-30T08:00:00.000Z"); // 13:30, after it
    expect(monday).toContain("2026-11-30T08:30:00.000Z");
  });

  it("stop offering an owner on a day their cap is reached", () => {
    const calls = [at("2026-11-30T03:30:00Z"), at("2026-11-30T05:30:00Z")];
    const slots = openSlots({
      hours,
      settings: { ...settings, dailyCap: 2 },
      owners: [owner("a@x.example", { calls }), owner("b@x.example")],
      now: MONDAY_9,
    });
    const monday = slots.filter((slot) => iso(slot.start).startsWith("2026-11-30"));
    expect(monday.every((slot) => slot.freeOwners.join() === "b@x.example")).toBe(true);
    const tuesday = slots.find((slot) => iso(slot.start).startsWith("2026-12-01"))!;
    expect(tuesday.freeOwners).toEqual(["a@x.example", "b@x.example"]);
  });

  it("are offered while one owner is free, and not when none is", () => {
    const nine = [[at("2026-11-30T03:30:00Z"), at("2026-11-30T04:00:00Z")]] as const;
    const one = openSlots({
      hours,
      settings,
      owners: [owner("a@x.example", { busy: [...nine] }), owner("b@x.example")],
      now: MONDAY_9,
    });
    expect(one[0]).toMatchObject({
      start: at("2026-11-30T03:30:00Z"),
      freeOwners: ["b@x.example"],
    });
    const none = openSlots({
      hours,
      settings,
      owners: [
        owner("a@x.example", { busy: [...nine] }),
        owner("b@x.example", { busy: [...nine] }),
      ],
      now: MONDAY_9,
    });
    expect(iso(none[0]!.start)).toBe("2026-11-30T04:00:00.000Z");
  });

  it("fall on the visitor's own days across their daylight-saving change", () => {
    // New York leaves daylight saving on Sunday 1 Nov 2026: 09:00 India time is 23:30 the day
    // before in New York until then, 22:30 after.
    const now = at("2026-10-26T03:30:00Z");
    const slots = openSlots({ hours, settings, owners: [owner("a@x.example")], now });
    const days = groupByDay(slots, "America/New_York");
    const clock = (start: number) =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "America/New_York",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(start);
    // Friday 30 Oct India: its first slot is Thursday 29 Oct 23:30 in New York.
    const thursday = days.find((day) => day.date === "2026-10-29")!;
    expect(clock(thursday.slots.at(-1)!.start)).toBe("23:30");
    // Monday 2 Nov India: its first slot is Sunday 1 Nov 22:30 in New York.
    const sunday = days.find((day) => day.date === "2026-11-01")!;
    expect(sunday.slots.map((slot) => clock(slot.start))).toEqual(["22:30", "23:00", "23:30"]);
    // Days and slots stay in order.
    const flat = days.flatMap((day) => day.slots.map((slot) => slot.start));
    expect(flat).toEqual([...flat].sort((a, b) => a - b));
  });
});

describe("owner choice", () => {
  it("gives the call to the free owner with fewer calls that week, the first on a tie", () => {
    expect(
      chooseOwner(
        ["a", "b"],
        new Map([
          ["a", 3],
          ["b", 1],
        ]),
      ),
    ).toBe("b");
    expect(
      chooseOwner(
        ["a", "b"],
        new Map([
          ["a", 1],
          ["b", 1],
        ]),
      ),
    ).toBe("a");
    expect(
      chooseOwner(
        ["a"],
        new Map([
          ["a", 9],
          ["b", 0],
        ]),
      ),
    ).toBe("a");
    expect(chooseOwner([], new Map())).toBeNull();
  });
});
