import { MessageCircleQuestion } from "lucide-react";

import { ButtonLink } from "@/components/ui/button";
import { LeadModalButton } from "@/features/leads/lead-modal-button";
import type { ServiceType } from "@/features/leads/service-types";

/**
 * A round button fixed at the bottom right, always there: it opens the enquiry modal preset to
 * `service`, or (with `href`) a page such as the scheduling page for a demo.
 */
export function FloatingHelpButton({
  label,
  service,
  href,
}: { label: string } & (
  { service: ServiceType; href?: never } | { href: string; service?: never }
)) {
  const className = "shadow-2xl rounded-full";
  const content = (
    <>
      <MessageCircleQuestion aria-hidden="true" className="size-5" />
      {label}
    </>
  );
  return (
    <aside aria-label={label} className="fixed right-4 bottom-4 z-30 sm:right-6 sm:bottom-6">
      {service ? (
        <LeadModalButton service={service} className={className}>
          {content}
        </LeadModalButton>
      ) : (
        <ButtonLink href={href!} className={className}>
          {content}
        </ButtonLink>
      )}
    </aside>
  );
}
