import { describe, expect, it } from "vitest";

import { longSubjects, MAX_SUBJECT } from "./commit-subjects.mjs";

describe("commit subjects", () => {
  it("flags a subject over 72 characters, counting characters rather than bytes", () => {
    const fits = "x".repeat(MAX_SUBJECT);
    const indian = "₹".repeat(MAX_SUBJECT);
    const long = "y".repeat(MAX_SUBJECT + 1);
    expect(longSubjects(`a1\t${fits}\nb2\t${indian}\nc3\t${long}\n`)).toEqual([
      { commit: "c3", subject: long },
    ]);
  });

  it("keeps a subject's own tabs", () => {
    expect(longSubjects(`d4\tone\t${"z".repeat(MAX_SUBJECT)}`)).toHaveLength(1);
  });
});
