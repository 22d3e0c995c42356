import type { ReactNode } from "react";

import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";

import { enquiryFormHref } from "./enquiry-path";
import type { ServiceType } from "@content/schemas/service-types";

/**
 * A call-to-action button that opens the enquiry modal preset to `service`. Plain server-rendered
 * markup: one delegated listener (`enquiry-triggers.ts`, included by the base layout) answers
 * every such button, so a page pays for React only when a visitor asks for the form. Without
 * JavaScript it is a link to the enquiry form's page preset to the same service.
 */
export function LeadModalButton({
  service,
  children,
  variant,
  size,
  className,
}: {
  service: ServiceType;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <a
      href={enquiryFormHref(service)}
      role="button"
      aria-haspopup="dialog"
      data-lead-service={service}
      className={buttonClasses({ variant, size, className })}
    >
      {children}
    </a>
  );
}
