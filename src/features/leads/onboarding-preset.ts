import { ONBOARDING_SERVICE_TYPES, type OnboardingChoice } from "@content/schemas/service-types";

/**
 * The onboarding form's timeline choices (docs/product.md §3 "Project"): the value the form sends
 * and the words the page shows, which are also written into the enquiry's requirements for the
 * team ("Timeline: As soon as possible (within 2 weeks)"), by the island and by the server alike.
 * Code, not content/onboarding/page.yaml: the server reads them per request.
 */
export const ONBOARDING_TIMELINES = [
  { id: "asap", label: "As soon as possible", detail: "Within 2 weeks" },
  { id: "month", label: "Within a month", detail: "Start in the next 30 days" },
  { id: "quarter", label: "This quarter", detail: "Within 3 months" },
  { id: "flexible", label: "Flexible", detail: "No fixed date yet" },
] as const;

/** A chosen timeline as the enquiry's requirements name it, or null for none or an unknown one. */
export function onboardingTimelineText(id: unknown): string | null {
  const chosen = ONBOARDING_TIMELINES.find((option) => option.id === id);
  return chosen ? `${chosen.label} (${chosen.detail.toLowerCase()})` : null;
}

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
