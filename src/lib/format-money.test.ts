import { describe, expect, it } from "vitest";

import { formatMoney } from "./format-money";

describe("formatMoney", () => {
  it("prints whole amounts with the currency sign and grouping", () => {
    expect(formatMoney(7000, "USD")).toBe("$7,000");
    expect(formatMoney(10000, "USD")).toBe("$10,000");
    expect(formatMoney(1499, "INR")).toBe("₹1,499");
  });
});
