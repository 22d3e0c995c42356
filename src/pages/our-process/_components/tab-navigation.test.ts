import { describe, expect, it } from "vitest";

import { requestedTab, tabIndexForKey } from "./tab-navigation";

describe("tabIndexForKey", () => {
  it("moves with the arrows and wraps at both ends", () => {
    expect(tabIndexForKey("ArrowRight", 0, 6)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 5, 6)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 1, 6)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 6)).toBe(5);
  });

  it("jumps to the ends with Home and End and ignores other keys", () => {
    expect(tabIndexForKey("Home", 4, 6)).toBe(0);
    expect(tabIndexForKey("End", 1, 6)).toBe(5);
    expect(tabIndexForKey("ArrowDown", 1, 6)).toBeNull();
    expect(tabIndexForKey("Enter", 1, 6)).toBeNull();
    expect(tabIndexForKey("ArrowRight", 0, 0)).toBeNull();
  });
});

describe("requestedTab", () => {
  const ids = ["cto", "mvp", "safety"] as const;

  it("reads a known tab from the query and ignores anything else", () => {
    expect(requestedTab("?tab=safety", ids)).toBe("safety");
    expect(requestedTab("?x=1&tab=mvp", ids)).toBe("mvp");
    expect(requestedTab("?tab=nonsense", ids)).toBeNull();
    expect(requestedTab("", ids)).toBeNull();
  });
});
