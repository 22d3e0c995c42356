import { describe, expect, it } from "vitest";

import { changeOn, rate } from "./traffic-page";

describe("the Traffic page's figures", () => {
  it("shows small conversion rates without rounding them to nothing", () => {
    expect(rate(11 / 73_328)).toBe("0.015%");
    expect(rate(0)).toBe("0%");
    expect(rate(1 / 3)).toBe("33.3%");
    expect(rate(null)).toBe("—");
  });

  it("compares with the period before", () => {
    expect(changeOn(120, 100)).toBe("+20% on the period before");
    expect(changeOn(80, 100)).toBe("−20% on the period before");
    expect(changeOn(5, 5)).toBe("Same as the period before");
    expect(changeOn(5, 0)).toBe("None the period before");
  });
});
