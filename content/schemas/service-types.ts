/**
 * The enquiry form's service options (docs/product.md §3), in the order the select lists them:
 * the six services, then General Consultation. Stored as text: an enquiry keeps the value it was
 * sent with, so removing or renaming one leaves older enquiries as they were (the owner's
 * overview still counts them).
 */
export const SERVICE_TYPES = [
  "CTO-As-A-Service",
  "MVP Development",
  "AI Automation",
  "Google Ads Marketing",
  "AI Safety & Vision Systems",
  "Tech Strategy Consulting",
  "General Consultation",
] as const;

export type ServiceType = (typeof SERVICE_TYPES)[number];

export const DEFAULT_SERVICE_TYPE: ServiceType = "General Consultation";

/** docs/product.md §10.3: the onboarding card chosen → the enquiry modal's service. */
export const ONBOARDING_SERVICE_TYPES = {
  mvp: "MVP Development",
  cto: "CTO-As-A-Service",
  ai: "AI Automation",
  marketing: "Google Ads Marketing",
  safety: "AI Safety & Vision Systems",
  consulting: "Tech Strategy Consulting",
} as const satisfies Record<string, ServiceType>;

export type OnboardingChoice = keyof typeof ONBOARDING_SERVICE_TYPES;

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === "string" && (SERVICE_TYPES as readonly string[]).includes(value);
}
