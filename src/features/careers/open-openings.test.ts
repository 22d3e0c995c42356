import { describe, expect, it } from "vitest";

import { openingSchema } from "@content/schemas/careers";
import { readContentFolder } from "../../../test/content-files";

import { NO_OPEN_POSITIONS, isOpen, openOpenings, requireOpenOpenings } from "./open-openings";

const opening = (datePosted: string, validThrough: string) => ({ datePosted, validThrough });
const at = (iso: string) => new Date(iso);

describe("isOpen", () => {
  const role = opening("2026-11-16", "2027-02-28");

  it("is open from the posting day through the whole validThrough day, Bangalore time", () => {
    expect(isOpen(role, at("2026-11-15T18:30:00Z"))).toBe(true); // 16 Nov 00:00 IST
    expect(isOpen(role, at("2026-11-23T09:00:00Z"))).toBe(true);
    expect(isOpen(role, at("2027-02-28T18:29:59Z"))).toBe(true); // 28 Feb 23:59:59 IST
  });

  it("is closed before it is posted and after its validThrough day", () => {
    expect(isOpen(role, at("2026-11-15T18:29:59Z"))).toBe(false);
    expect(isOpen(role, at("2027-02-28T18:30:00Z"))).toBe(false); // 1 Mar 00:00 IST
  });

  it("treats a date that is not a calendar date as closed", () => {
    expect(isOpen(opening("2026-11-16", "2027-02-31x"), at("2026-12-01T00:00:00Z"))).toBe(false);
  });
});

describe("openOpenings and requireOpenOpenings", () => {
  const list = [
    { id: "a", ...opening("2026-10-01", "2026-12-31") },
    { id: "b", ...opening("2026-11-01", "2027-03-31") },
    { id: "c", ...opening("2027-01-10", "2027-04-30") },
  ];

  it("keeps only the openings open at the given moment, in their order", () => {
    expect(openOpenings(list, at("2026-11-23T10:00:00Z")).map((o) => o.id)).toEqual(["a", "b"]);
    expect(openOpenings(list, at("2027-02-01T10:00:00Z")).map((o) => o.id)).toEqual(["b", "c"]);
    expect(openOpenings(list, at("2027-05-01T10:00:00Z"))).toEqual([]);
  });

  it("stops with a message naming the file and what to change when none is open", () => {
    expect(requireOpenOpenings(list, at("2027-01-01T00:00:00Z")).map((o) => o.id)).toEqual(["b"]);
    expect(() => requireOpenOpenings(list, at("2027-05-01T10:00:00Z"))).toThrow(NO_OPEN_POSITIONS);
    expect(NO_OPEN_POSITIONS).toMatch(/^No open positions in content\/careers\/openings\/: /);
    expect(NO_OPEN_POSITIONS).toContain("Extend validThrough or add an opening.");
  });
});

describe("content/careers/openings", () => {
  const openings = readContentFolder("content/careers/openings", openingSchema);

  const realDate = (date: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

  it("are dated with real calendar dates, posted before they expire", () => {
    for (const o of openings) {
      expect(realDate(o.datePosted), `${o.id} datePosted`).toBe(true);
      expect(realDate(o.validThrough), `${o.id} validThrough`).toBe(true);
      expect(o.datePosted < o.validThrough, o.id).toBe(true);
    }
  });

  it("were all open on 23 November 2026, when they were last dated", () => {
    expect(openOpenings(openings, at("2026-11-23T12:00:00Z"))).toHaveLength(openings.length);
  });
});
