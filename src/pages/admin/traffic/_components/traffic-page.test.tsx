import { describe, expect, it } from "vitest";

import { changeOn, funnelSteps, rate } from "./traffic-page";

describe("the Traffic page's figures", () => {
  it("shows small conversion rates without rounding them to nothing", () => {
    expect(rate(11 / 73_328)).toBe("0.015%");
    expect(rate(0)).toBe("0%");
    expect(rate(1 / 3)).toBe("33.3%");
    expect(rate(null)).toBe("—");
  });

  it("walks the funnel from entries to calls held", () => {
    expect(funnelSteps({ entries: 1200, enquiries: 30, calls: 9, held: 6 })).toEqual([
      { label: "Entries", value: "1,200" },
      { label: "Enquiries", value: "30" },
      { label: "Calls booked", value: "9" },
      { label: "Calls held", value: "6" },
    ]);
  });

  it("compares with the period before", () => {
    expect(changeOn(120, 100)).toBe("+20% on the period before");
    expect(changeOn(80, 100)).toBe("−20% on the period before");
    expect(changeOn(5, 5)).toBe("Same as the period before");
    expect(changeOn(5, 0)).toBe("None the period before");
  });
});
