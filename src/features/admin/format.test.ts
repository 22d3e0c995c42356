import { describe, expect, it } from "vitest";

import { formatDateTime } from "./format";

describe("formatDateTime", () => {
  it("shows India time with its zone, whatever the server's zone", () => {
    expect(formatDateTime(new Date("2026-11-23T09:20:00Z"))).toBe("23 Nov 2026, 2:50 pm IST");
    expect(formatDateTime(new Date("2026-11-23T20:00:00Z"))).toBe("24 Nov 2026, 1:30 am IST");
  });
});
