import type { ServiceType } from "@content/schemas/service-types";

/**
 * The enquiry form's own page, rendered per request: the forms post there without JavaScript,
 * and an enquiry button is a link there (docs/decisions/0017-forms-without-javascript.md).
 */
export const ENQUIRY_FORM_PATH = "/enquiry";

/** The form page preset to a service: where an enquiry button leads without JavaScript. */
export function enquiryFormHref(service: ServiceType): string {
  return `${ENQUIRY_FORM_PATH}?service=${encodeURIComponent(service)}`;
}
