/** The enquiry form's service options (docs/product.md §3), in the order the select lists them. */
export const SERVICE_TYPES = [
  "CTO-As-A-Service",
  "MVP Development",
  "AI Automation",
  "Google Ads Marketing",
  "Tech Strategy Consulting",
  "General Consultation",
] as const;

export type ServiceType = (typeof SERVICE_TYPES)[number];

export const DEFAULT_SERVICE_TYPE: ServiceType = "General Consultation";

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === "string" && (SERVICE_TYPES as readonly string[]).includes(value);
}
