import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { Service } from "@content/schemas/services";

import { ServicesGrid } from "./services-grid";

const service = (id: string, onboarding: Service["onboarding"]): Service => ({
  id,
  title: `Service ${id}`,
  position: 1,
  icon: "shield",
  colour: "rose-purple",
  description: "A service.",
  features: ["One", "Two", "Three", "Four"],
  buttonLabel: "List Your Project",
  page: "/ai-safety-vision",
  onboarding,
  enquiryService: "AI Safety & Vision Systems",
});

const render = (services: Service[]) =>
  renderToStaticMarkup(
    <ServicesGrid services={services} onboardingHref="/onboarding" pageLinkLabel="Learn more" />,
  );

describe("the home page's service cards", () => {
  it("lead to the service's page, and keep their enquiry action (onboarding, preset)", () => {
    const html = render([service("safety", "safety")]);
    expect(html).toMatch(
      /<a[^>]+href="\/ai-safety-vision"[^>]+aria-label="Learn more: Service safety"[^>]*data-service-page-link/,
    );
    expect(html).toMatch(
      /<a[^>]+href="\/onboarding\?service=safety"[^>]+aria-label="List Your Project: Service safety"/,
    );
  });

  it("open the enquiry form preset to the service when onboarding has no card for it", () => {
    // Moved from e2e/imagery.spec.ts once every service had its onboarding card (issue 36).
    const html = render([service("safety", null)]);
    expect(html).toContain('data-lead-service="AI Safety &amp; Vision Systems"');
    expect(html).toContain('<span class="sr-only">List Your Project: Service safety</span>');
    expect(html).toContain("data-service-page-link");
  });

  it("keep their four features and both actions on a phone's compact card", () => {
    const html = render([service("safety", "safety")]);
    for (const feature of ["One", "Two", "Three", "Four"])
      expect(html).toContain(`${feature}</li>`);
    // The tile beside the title on phones (40 px), above it from 640 px (48 px).
    expect(html).toMatch(
      /class="flex items-center gap-3 sm:block"><span class="[^"]*size-10[^"]*sm:size-12/,
    );
    expect(html.match(/<a /g)).toHaveLength(3);
  });
});
