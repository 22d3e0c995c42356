import { describe, expect, it } from "vitest";

import { ONBOARDING_SERVICE_TYPES, onboardingRequirements } from "./onboarding-preset";

describe("onboarding preset", () => {
  it("maps each card to the modal's service (DESIGN decision 3)", () => {
    expect(ONBOARDING_SERVICE_TYPES).toEqual({
      mvp: "MVP Development",
      cto: "CTO-As-A-Service",
      ai: "AI Automation",
      marketing: "Google Ads Marketing",
    });
  });

  it("carries details and timeline into requirements", () => {
    expect(onboardingRequirements("  A clinic app ", "As soon as possible (within 2 weeks)")).toBe(
      "Project details: A clinic app\nTimeline: As soon as possible (within 2 weeks)",
    );
    expect(onboardingRequirements("", null)).toBe("");
    expect(onboardingRequirements("", "Flexible")).toBe("Timeline: Flexible");
  });
});
