import { describe, expect, it } from "vitest";

import {
  ACCESS_LOG_RETENTION_YEARS,
  ENQUIRY_RETENTION_YEARS,
  OUTBOX_RETENTION_DAYS,
  formatPeriod,
} from "./retention";

describe("retention", () => {
  it("keeps docs/product.md §9's periods", () => {
    expect(ENQUIRY_RETENTION_YEARS).toBe(3);
    expect(OUTBOX_RETENTION_DAYS).toBe(30);
    expect(ACCESS_LOG_RETENTION_YEARS).toBe(1);
  });

  it("formats periods in words", () => {
    expect(formatPeriod(1, "year")).toBe("1 year");
    expect(formatPeriod(3, "year")).toBe("3 years");
    expect(formatPeriod(30, "day")).toBe("30 days");
  });
});
