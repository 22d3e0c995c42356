import { describe, expect, it } from "vitest";

import { ATTRIBUTION_STORAGE_KEY } from "@/features/attribution/attribution";

import { cookieTypes } from "./cookie-policy";

describe("cookie policy", () => {
  it("names the attribution record in local storage under analytics and marketing, not essential", () => {
    const byName = Object.fromEntries(cookieTypes.map((type) => [type.name, type.examples]));
    expect(byName.Analytics).toContain(ATTRIBUTION_STORAGE_KEY);
    expect(byName.Marketing).toContain(ATTRIBUTION_STORAGE_KEY);
    expect(byName.Essential).not.toContain(ATTRIBUTION_STORAGE_KEY);
    expect(byName.Analytics).toContain("deleted when you withdraw this consent");
  });
});
