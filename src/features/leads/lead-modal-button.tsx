"use client";

import type { ReactNode } from "react";

import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";

import { loadLeadModal } from "./lead-modal-loader";
import { openLeadModal } from "./lead-modal-store";
import type { ServiceType } from "./service-types";

/** A call-to-action button that opens the enquiry modal preset to `service`. */
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
    <button
      type="button"
      aria-haspopup="dialog"
      data-lead-service={service}
      onClick={() => openLeadModal(service)}
      onPointerEnter={() => void loadLeadModal()}
      onFocus={() => void loadLeadModal()}
      className={buttonClasses({ variant, size, className })}
    >
      {children}
    </button>
  );
}
