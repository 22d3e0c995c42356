import type { ServiceType } from "./service-types";

/** docs/product.md §10.3: the onboarding card chosen → the enquiry modal's service. */
export const ONBOARDING_SERVICE_TYPES = {
  mvp: "MVP Development",
  cto: "CTO-As-A-Service",
  ai: "AI Automation",
  marketing: "Google Ads Marketing",
} as const satisfies Record<string, ServiceType>;

export type OnboardingChoice = keyof typeof ONBOARDING_SERVICE_TYPES;

/** The text carried into "requirements": the project details and the chosen timeline. */
export function onboardingRequirements(details: string, timeline: string | null): string {
  const parts: string[] = [];
  const trimmed = details.trim();
  if (trimmed) parts.push(`Project details: ${trimmed}`);
  if (timeline) parts.push(`Timeline: ${timeline}`);
  return parts.join("\n");
}

function isChoice(value: string | null): value is OnboardingChoice {
  return value !== null && Object.hasOwn(ONBOARDING_SERVICE_TYPES, value);
}

/** The card to preselect from the page's query (`?service=cto`), or null. */
export function onboardingPresetFrom(search: string): OnboardingChoice | null {
  const value = new URLSearchParams(search).get("service");
  return isChoice(value) ? value : null;
}

/**
 * Where a service's "List Your Project" goes (issue 13): our own onboarding page with the
 * service already chosen, in the same tab; a configured external onboarding page in a new tab
 * (its own form knows nothing of our query, so it gets the address as configured).
 */
export function onboardingLinkFor(
  onboardingHref: string,
  choice: OnboardingChoice,
): { href: string; newTab: boolean } {
  if (/^(https?:)?\/\//i.test(onboardingHref)) return { href: onboardingHref, newTab: true };
  const [path = "", hash] = onboardingHref.split("#");
  const separator = path.includes("?") ? "&" : "?";
  return {
    href: `${path}${separator}service=${choice}${hash ? `#${hash}` : ""}`,
    newTab: false,
  };
}
