import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { firstLine, formatDate, formatDateTime, formatDay, formatDuration } from "./format";

describe("formatDateTime", () => {
  it("shows India time with its zone, whatever the server's zone", () => {
    expect(formatDateTime(new Date("2026-11-23T09:20:00Z"))).toBe("23 Nov 2026, 2:50 pm IST");
    expect(formatDateTime(new Date("2026-11-23T20:00:00Z"))).toBe("24 Nov 2026, 1:30 am IST");
  });

  it("crosses days, months and years in India time, not UTC", () => {
    // 18:30 UTC is midnight in India (UTC+05:30 all year: no daylight saving to shift it).
    expect(formatDateTime(new Date("2026-12-31T18:30:00Z"))).toBe("1 Jan 2027, 12:00 am IST");
    expect(formatDateTime(new Date("2026-12-31T18:29:00Z"))).toBe("31 Dec 2026, 11:59 pm IST");
    expect(formatDateTime(new Date("2026-06-30T08:35:00Z"))).toBe("30 Jun 2026, 2:05 pm IST");
    expect(formatDateTime(new Date("2026-06-30T06:30:00Z"))).toBe("30 Jun 2026, 12:00 pm IST");
  });

  it("always ends with the zone", () => {
    for (let hour = 0; hour < 24; hour++) {
      const text = formatDateTime(new Date(Date.UTC(2026, 10, 25, hour, 5)));
      expect(text).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) IST$/);
    }
  });
});

describe("formatDay", () => {
  it("names a calendar day without a time, so without a zone", () => {
    expect(formatDay("2030-03-24")).toBe("24 Mar");
    expect(formatDay("2026-01-01")).toBe("1 Jan");
  });
});

describe("formatDuration", () => {
  it("reads at a glance", () => {
    expect(formatDuration(45 * 60)).toBe("45 min");
    expect(formatDuration(3 * 3600 + 20 * 60)).toBe("3 h 20 min");
    expect(formatDuration(2 * 86400 + 4 * 3600)).toBe("2 d 4 h");
  });
});

/** Every .ts/.tsx/.astro file under `dir`, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(tsx?|astro)$/.test(name) && !/\.test\./.test(name) ? [file] : [];
  });
}

describe("one formatter for the owner's times", () => {
  it("is the only place in the owner's view that formats a date or a time", () => {
    const files = [
      ...sources("src/pages/admin"),
      ...sources("src/features/admin"),
      "src/layouts/admin-layout.astro",
    ];
    const offenders = files.filter((file) => {
      if (file.endsWith(path.join("features", "admin", "format.ts"))) return false;
      const text = readFileSync(file, "utf8");
      return /Intl\.DateTimeFormat|toLocaleDateString|toLocaleTimeString|toUTCString|toDateString|toTimeString/.test(
        text,
      );
    });
    expect(offenders).toEqual([]);
  });
});

describe("formatDate and firstLine", () => {
  it("write a calendar day as formatDateTime writes its date", () => {
    expect(formatDate("2026-10-30")).toBe("30 Oct 2026");
    expect(
      formatDateTime(new Date("2026-10-30T06:00:00Z")).startsWith(formatDate("2026-10-30")),
    ).toBe(true);
  });

  it("take a text's first non-blank line, cut at a word", () => {
    expect(firstLine("\n  \n Need an app.\nMore.", 50)).toBe("Need an app.");
    expect(firstLine("alpha beta gamma delta", 12)).toBe("alpha beta…");
    expect(firstLine("   ", 10)).toBeNull();
    expect(firstLine(null, 10)).toBeNull();
  });

  it("cut by characters, never inside an emoji (encodeURIComponent throws on half of one)", () => {
    const request = `${"a".repeat(99)}😀 more`;
    expect(firstLine(request, 100)).toBe(`${"a".repeat(99)}😀…`);
    expect(() => encodeURIComponent(firstLine(`${"a".repeat(99)}😀😀`, 100)!)).not.toThrow();
  });
});
