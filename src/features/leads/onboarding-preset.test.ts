import { describe, expect, it } from "vitest";

import { ONBOARDING_SERVICE_TYPES } from "@content/schemas/service-types";

import {
  onboardingLinkFor,
  onboardingPresetFrom,
  onboardingRequirements,
  onboardingTimelineText,
} from "./onboarding-preset";

describe("onboarding preset", () => {
  it("maps each card to the modal's service (docs/product.md §10.3)", () => {
    expect(ONBOARDING_SERVICE_TYPES).toEqual({
      mvp: "MVP Development",
      cto: "CTO-As-A-Service",
      ai: "AI Automation",
      marketing: "Google Ads Marketing",
      safety: "AI Safety & Vision Systems",
      consulting: "Tech Strategy Consulting",
    });
  });

  it("carries details and timeline into requirements", () => {
    expect(onboardingRequirements("  A clinic app ", "As soon as possible (within 2 weeks)")).toBe(
      "Project details: A clinic app\nTimeline: As soon as possible (within 2 weeks)",
    );
    expect(onboardingRequirements("", null)).toBe("");
    expect(onboardingRequirements("", "Flexible")).toBe("Timeline: Flexible");
  });

  it("names a chosen timeline as the requirements carry it, and nothing else", () => {
    expect(onboardingTimelineText("asap")).toBe("As soon as possible (within 2 weeks)");
    expect(onboardingTimelineText("flexible")).toBe("Flexible (no fixed date yet)");
    expect(onboardingTimelineText("someday")).toBeNull();
    expect(onboardingTimelineText(null)).toBeNull();
  });

  it("reads the card to preselect from the query, ignoring anything else", () => {
    expect(onboardingPresetFrom("?service=cto")).toBe("cto");
    expect(onboardingPresetFrom("?utm_source=x&service=marketing")).toBe("marketing");
    expect(onboardingPresetFrom("?service=ads")).toBeNull();
    expect(onboardingPresetFrom("?service=toString")).toBeNull();
    expect(onboardingPresetFrom("")).toBeNull();
  });

  it("links our onboarding page with the service chosen, an external one as configured", () => {
    expect(onboardingLinkFor("/onboarding", "mvp")).toEqual({
      href: "/onboarding?service=mvp",
      newTab: false,
    });
    expect(onboardingLinkFor("/onboarding?ref=home#form", "ai")).toEqual({
      href: "/onboarding?ref=home&service=ai#form",
      newTab: false,
    });
    expect(onboardingLinkFor("https://forms.example/start", "cto")).toEqual({
      href: "https://forms.example/start",
      newTab: true,
    });
  });
});
