import { describe, expect, it } from "vitest";

import { mailtoHref } from "./mailto";

describe("mailtoHref", () => {
  it("encodes the subject and leaves it out when there is none", () => {
    expect(mailtoHref("jobs@co.example", "Application for Position: Junior Developer")).toBe(
      "mailto:jobs@co.example?subject=Application%20for%20Position%3A%20Junior%20Developer",
    );
    expect(mailtoHref("jobs@co.example")).toBe("mailto:jobs@co.example");
  });
});
