import { describe, expect, it } from "vitest";

import { bucketValue, conversionRate, p75, vitalBucket, vitalRating } from "./vitals";

describe("vitals buckets and p75", () => {
  it("puts Google's thresholds on bucket edges", () => {
    expect(vitalBucket("LCP", 2500)).toBe(25);
    expect(bucketValue("LCP", vitalBucket("LCP", 2500))).toBe(2500);
    expect(bucketValue("LCP", vitalBucket("LCP", 2501))).toBe(2600);
    expect(bucketValue("INP", vitalBucket("INP", 200))).toBe(200);
    expect(bucketValue("CLS", vitalBucket("CLS", 0.1))).toBe(0.1);
    expect(bucketValue("CLS", vitalBucket("CLS", 0.1001))).toBe(0.11);
    expect(vitalBucket("LCP", 0)).toBe(0);
    expect(vitalBucket("LCP", 999_999)).toBe(200);
  });

  it("reads the 75th percentile from counts", () => {
    // 100 samples: 70 at ≤1 s, 10 at ≤2.5 s, 20 at ≤5 s → the 75th is in the 2.5 s bucket.
    const counts = [
      { bucket: 10, samples: 70 },
      { bucket: 50, samples: 20 },
      { bucket: 25, samples: 10 },
    ];
    expect(p75("LCP", counts)).toBe(2500);
    expect(
      p75("LCP", [
        { bucket: 10, samples: 3 },
        { bucket: 50, samples: 1 },
      ]),
    ).toBe(1000);
    expect(
      p75("LCP", [
        { bucket: 10, samples: 1 },
        { bucket: 50, samples: 1 },
      ]),
    ).toBe(5000);
    expect(p75("INP", [])).toBeNull();
  });

  it("rates values by Google's thresholds", () => {
    expect(vitalRating("LCP", 2500)).toBe("good");
    expect(vitalRating("LCP", 2600)).toBe("needs-improvement");
    expect(vitalRating("LCP", 4100)).toBe("poor");
    expect(vitalRating("INP", 500)).toBe("needs-improvement");
    expect(vitalRating("CLS", 0.25)).toBe("needs-improvement");
    expect(vitalRating("CLS", 0.26)).toBe("poor");
  });

  it("conversion rate is enquiries per entry", () => {
    expect(conversionRate(3, 120)).toBe(0.025);
    expect(conversionRate(2, 0)).toBeNull();
  });
});
