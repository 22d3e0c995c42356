import type { ServiceType } from "./service-types";

/** DESIGN decision 3: the onboarding card chosen → the enquiry modal's service. */
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
