import { beforeEach, describe, expect, it, vi } from "vitest";

import type { Db } from "@/server/db/client";

const listOpenSlots = vi.fn();
vi.mock("@/server/booking", () => ({
  listOpenSlots: (...args: unknown[]) => listOpenSlots(...args),
  bookCall: vi.fn(),
  cancelCall: vi.fn(),
  enquiryPrefill: vi.fn(),
  rescheduleCall: vi.fn(),
}));

const { schedulerFromQuery, managePath, thankYouPathForBooking } = await import("./_book-request");

const db = {} as Db;
// 20:00 UTC on 1 Dec is 2 Dec in India, still 1 Dec in London.
const slots = ["2026-12-01T10:00:00.000Z", "2026-12-01T20:00:00.000Z", "2026-12-03T05:00:00.000Z"];

beforeEach(() => {
  listOpenSlots.mockResolvedValue({
    visitorZone: "Asia/Kolkata",
    teamZone: "Asia/Kolkata",
    days: [{ date: "x", slots: slots.map((start) => ({ start, end: start, ownersFree: 1 })) }],
  });
});

describe("/book's steps from the address", () => {
  it("opens on the first day in India time when the address names nothing", async () => {
    const view = await schedulerFromQuery(db, new URLSearchParams());
    expect(view).toMatchObject({ zone: "Asia/Kolkata", zoneChosen: false, day: "2026-12-01" });
    expect(view.slot).toBeNull();
    expect(listOpenSlots).toHaveBeenCalledWith(db, { visitorZone: "Asia/Kolkata" });
  });

  it("finds a chosen time by its instant, and its day in the chosen zone", async () => {
    const query = new URLSearchParams({ tz: "Europe/London", slot: "2026-12-01T20:00:00Z" });
    expect(await schedulerFromQuery(db, query)).toMatchObject({
      zone: "Europe/London",
      zoneChosen: true,
      slot: "2026-12-01T20:00:00.000Z",
      day: "2026-12-01",
    });
    const india = await schedulerFromQuery(db, new URLSearchParams({ slot: slots[1]! }));
    expect(india.day).toBe("2026-12-02");
  });

  it("ignores a time that is not open, a day without times and an unknown zone", async () => {
    const query = new URLSearchParams({
      tz: "Mars/Base",
      slot: "2026-12-01T10:30:00Z",
      day: "2026-12-02",
    });
    expect(await schedulerFromQuery(db, query)).toMatchObject({
      zone: "Asia/Kolkata",
      zoneChosen: false,
      slot: null,
      day: "2026-12-02",
    });
    const noSuchDay = await schedulerFromQuery(db, new URLSearchParams({ day: "2026-12-25" }));
    expect(noSuchDay.day).toBe("2026-12-01");
  });

  it("writes the pages' addresses with the token encoded", () => {
    expect(thankYouPathForBooking("a.b+c")).toBe("/thank-you?booking=a.b%2Bc");
    expect(managePath("a.b", "moved", "Europe/London")).toBe(
      "/book/manage?t=a.b&tz=Europe%2FLondon&done=moved",
    );
  });
});
